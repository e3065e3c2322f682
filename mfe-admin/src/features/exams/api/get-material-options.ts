import useSWR from 'swr'
import { apiRequest } from '@grile/shared/api'
import { materials, type MaterialDto } from '@grile/shared/contract'

export const getMaterialOptionsKey = () => [materials.getMaterials.path, 'options'] as const

export function getMaterialOptions(): Promise<MaterialDto[]> {
  return apiRequest(materials.getMaterials, { query: {} })
}

/** Every material, for the exam's material select (a grammar exam belongs to one). */
export function useMaterialOptions() {
  return useSWR(getMaterialOptionsKey(), () => getMaterialOptions())
}
