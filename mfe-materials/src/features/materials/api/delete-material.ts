import { useApiMutation } from '@grile/shared/api'
import { materials } from '@grile/shared/contract'

/** Deletes a material (admin) and reloads every cached materials list. */
export function useDeleteMaterial() {
  return useApiMutation(materials.deleteMaterial, (materialId: string) => ({ params: { materialId } }), {
    revalidates: [materials.getMaterials],
  })
}
