import useSWR from 'swr'
import { apiRequest } from '@grile/shared/api'
import { materials } from '@grile/shared/contract'

export const getMaterialContentKey = (materialId: string) =>
  [materials.getMaterialContent.path, materialId] as const

export function getMaterialContent(materialId: string): Promise<string> {
  return apiRequest(materials.getMaterialContent, { params: { materialId } })
}

/** The lesson as an HTML fragment (sanitised by the API when it was saved). */
export function useMaterialContent(materialId: string) {
  return useSWR(getMaterialContentKey(materialId), ([, id]) => getMaterialContent(id))
}
