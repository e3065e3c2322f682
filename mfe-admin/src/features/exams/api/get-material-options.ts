import { useApi } from '@grile/shared/api'
import { materials } from '@grile/shared/contract'

/** Every material, for the exam's material select (a grammar exam belongs to one). */
export function useMaterialOptions() {
  return useApi(materials.getMaterials, {})
}
