import useSWR from 'swr'
import { apiRequest } from '@grile/shared/api'
import { materials, type MaterialTopicDto } from '@grile/shared/contract'

export const getMaterialTopicsKey = () => [materials.getMaterialTopics.path] as const

export function getMaterialTopics(): Promise<MaterialTopicDto[]> {
  return apiRequest(materials.getMaterialTopics)
}

/** The grammar topics of the topic filters; they rarely change, so they are fetched once. */
export function useMaterialTopics(enabled = true) {
  return useSWR(enabled ? getMaterialTopicsKey() : null, () => getMaterialTopics(), {
    revalidateIfStale: false,
  })
}
