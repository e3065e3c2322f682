import { preloadApi, useApi } from '@grile/shared/api'
import { materials } from '@grile/shared/contract'

/** Starts the request before the page that shows it renders (see preloadApi). */
export function preloadMaterialContent(materialId: string): void {
  preloadApi(materials.getMaterialContent, { params: { materialId } })
}

/** The lesson as an HTML fragment (sanitised by the API when it was saved). */
export function useMaterialContent(materialId: string) {
  return useApi(materials.getMaterialContent, { params: { materialId } })
}
