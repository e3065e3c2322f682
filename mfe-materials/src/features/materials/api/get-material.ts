import useSWR from 'swr'
import { apiRequest, preloadRequest } from '@grile/shared/api'
import { materials, type MaterialDto } from '@grile/shared/contract'

export const getMaterialKey = (materialId: string) => [materials.getMaterial.path, materialId] as const

export function getMaterial(materialId: string): Promise<MaterialDto> {
  return apiRequest(materials.getMaterial, { params: { materialId } })
}

/** Starts the request before the page that shows it renders (see preloadRequest). */
export function preloadMaterial(materialId: string): void {
  preloadRequest(getMaterialKey(materialId), ([, id]) => getMaterial(id))
}

/** Title, topic and the signed-in user's study mark. */
export function useMaterial(materialId: string) {
  return useSWR(getMaterialKey(materialId), ([, id]) => getMaterial(id))
}
