import useSWR from 'swr'
import { apiRequest, preloadRequest } from '@grile/shared/api'
import { materials } from '@grile/shared/contract'

export const getMaterialContentKey = (materialId: string) =>
  [materials.getMaterialContent.path, materialId] as const

export function getMaterialContent(materialId: string): Promise<string> {
  return apiRequest(materials.getMaterialContent, { params: { materialId } })
}

/** Starts the request before the page that shows it renders (see preloadRequest). */
export function preloadMaterialContent(materialId: string): void {
  preloadRequest(getMaterialContentKey(materialId), ([, id]) => getMaterialContent(id))
}

/** The lesson as an HTML fragment (sanitised by the API when it was saved). */
export function useMaterialContent(materialId: string) {
  return useSWR(getMaterialContentKey(materialId), ([, id]) => getMaterialContent(id))
}
