import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'
import { apiRequest } from '@grile/shared/api'
import { materials } from '@grile/shared/contract'
import { isMaterialsKey } from './get-materials'

export function deleteMaterial(materialId: string): Promise<void> {
  return apiRequest(materials.deleteMaterial, { params: { materialId } })
}

/** Deletes a material (admin) and reloads every cached materials list. */
export function useDeleteMaterial() {
  const { mutate } = useSWRConfig()
  return useSWRMutation(materials.deleteMaterial.path, async (_key, { arg: materialId }: { arg: string }) => {
    await deleteMaterial(materialId)
    await mutate(isMaterialsKey)
  })
}
