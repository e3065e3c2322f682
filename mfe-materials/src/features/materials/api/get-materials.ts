import { preloadApi, useApi } from '@grile/shared/api'
import { materials } from '@grile/shared/contract'

/** Starts the request before the page that shows it renders (see preloadApi). */
export function preloadMaterials(userId?: string): void {
  preloadApi(materials.getMaterials, { query: { userId } })
}

/** `userId` is whose study marks to show; absent for the signed-in user's own list. */
export function useMaterials(userId?: string) {
  return useApi(materials.getMaterials, { query: { userId } })
}
