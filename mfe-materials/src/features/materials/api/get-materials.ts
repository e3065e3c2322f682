import useSWR from 'swr'
import { apiRequest, preloadRequest } from '@grile/shared/api'
import { materials, type MaterialDto } from '@grile/shared/contract'

/** `userId` is whose study marks to show; absent for the signed-in user's own list. */
export const getMaterialsKey = (userId?: string) => [materials.getMaterials.path, userId ?? null] as const

/** Matches the cached lists of every user (a study mark or a deletion changes them). */
export const isMaterialsKey = (key: unknown): boolean =>
  Array.isArray(key) && key[0] === materials.getMaterials.path

export function getMaterials(userId?: string): Promise<MaterialDto[]> {
  return apiRequest(materials.getMaterials, { query: { userId } })
}

/** Starts the request before the page that shows it renders (see preloadRequest). */
export function preloadMaterials(userId?: string): void {
  preloadRequest(getMaterialsKey(userId), ([, id]) => getMaterials(id ?? undefined))
}

export function useMaterials(userId?: string) {
  return useSWR(getMaterialsKey(userId), ([, id]) => getMaterials(id ?? undefined))
}
