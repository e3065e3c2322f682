import { useApi } from '@grile/shared/api'
import { materials } from '@grile/shared/contract'

/** Pass `enabled: false` to skip loading (non-customers cannot filter by material). */
export function useMaterialTopics(enabled = true) {
  return useApi(materials.getMaterialTopics, enabled ? {} : null, { revalidateIfStale: false })
}
