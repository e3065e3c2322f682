import useSWRMutation from 'swr/mutation'
import { apiRequest } from '@grile/shared/api'
import { materials, type MaterialInput } from '@grile/shared/contract'

export function createMaterial(material: MaterialInput): Promise<{ id: string }> {
  return apiRequest(materials.createMaterial, { body: material })
}

/** Creates a material with an empty lesson. */
export function useCreateMaterial() {
  return useSWRMutation(materials.createMaterial.path, (_key, { arg }: { arg: MaterialInput }) =>
    createMaterial(arg),
  )
}
