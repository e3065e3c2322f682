import { useApi } from '@grile/shared/api'
import { materials } from '@grile/shared/contract'

/** The grammar topics of the topic filters; they rarely change, so they are fetched once. */
export function useMaterialTopics(enabled = true) {
  return useApi(materials.getMaterialTopics, enabled ? {} : null, { revalidateIfStale: false })
}
