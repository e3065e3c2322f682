import useSWR from 'swr'
import { apiRequest } from '@grile/shared/api'
import { materials, type MaterialTopicDto } from '@grile/shared/contract'

export const getMaterialTopicsKey = () => [materials.getMaterialTopics.path] as const

export function getMaterialTopics(): Promise<MaterialTopicDto[]> {
  return apiRequest(materials.getMaterialTopics)
}

export function useMaterialTopics() {
  return useSWR(getMaterialTopicsKey(), () => getMaterialTopics())
}
