import useSWR from 'swr'
import { apiRequest } from '@grile/shared/api'
import { materials } from '@grile/shared/contract'

export function getMaterialTopicsKey() {
  return materials.getMaterialTopics.path
}

export function getMaterialTopics() {
  return apiRequest(materials.getMaterialTopics)
}

/** Pass `enabled: false` to skip loading (non-customers cannot filter by material). */
export function useMaterialTopics(enabled = true) {
  return useSWR(enabled ? getMaterialTopicsKey() : null, getMaterialTopics, { revalidateIfStale: false })
}
