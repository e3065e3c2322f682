import { useApiMutation } from '@grile/shared/api'
import { materials, type MaterialInput } from '@grile/shared/contract'

/** Creates a material with an empty lesson, then reloads the cached materials lists. */
export function useCreateMaterial() {
  return useApiMutation(materials.createMaterial, (material: MaterialInput) => ({ body: material }), {
    revalidates: [materials.getMaterials],
  })
}
