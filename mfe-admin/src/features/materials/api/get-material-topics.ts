import { useApi } from '@grile/shared/api'
import { materials } from '@grile/shared/contract'

export function useMaterialTopics() {
  return useApi(materials.getMaterialTopics, {})
}
