import { isApiKeyOf, useApiMutation } from '@grile/shared/api'
import { materials, type MaterialInput } from '@grile/shared/contract'

/** Changes a material's title and topic, then reloads it and the cached materials lists. */
export function useUpdateMaterial(materialId: string) {
  return useApiMutation(
    materials.updateMaterial,
    (material: MaterialInput) => ({ params: { materialId }, body: material }),
    { revalidates: [isApiKeyOf(materials.getMaterial, { materialId }), materials.getMaterials] },
  )
}
