import { preloadApi, useApi } from '@grile/shared/api'
import { materials } from '@grile/shared/contract'

/** Starts the request before the page that shows it renders (see preloadApi). */
export function preloadMaterial(materialId: string): void {
  preloadApi(materials.getMaterial, { params: { materialId } })
}

/** Title, topic and the signed-in user's study mark. */
export function useMaterial(materialId: string) {
  return useApi(materials.getMaterial, { params: { materialId } })
}
