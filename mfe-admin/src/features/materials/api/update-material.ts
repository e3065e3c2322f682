import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'
import { apiRequest } from '@grile/shared/api'
import { materials, type MaterialInput } from '@grile/shared/contract'
import { getMaterialKey } from './get-material'

export function updateMaterial(materialId: string, material: MaterialInput): Promise<void> {
  return apiRequest(materials.updateMaterial, { params: { materialId }, body: material })
}

/** Changes a material's title and topic, then reloads it. */
export function useUpdateMaterial(materialId: string) {
  const { mutate } = useSWRConfig()
  return useSWRMutation(getMaterialKey(materialId), async (_key, { arg }: { arg: MaterialInput }) => {
    await updateMaterial(materialId, arg)
    await mutate(getMaterialKey(materialId))
  })
}
