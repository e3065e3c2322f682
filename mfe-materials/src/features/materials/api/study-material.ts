import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'
import { apiRequest } from '@grile/shared/api'
import { materials } from '@grile/shared/contract'
import { getMaterialKey } from './get-material'
import { isMaterialsKey } from './get-materials'

export function studyMaterial(materialId: string): Promise<void> {
  return apiRequest(materials.studyMaterial, { params: { materialId } })
}

export function unstudyMaterial(materialId: string): Promise<void> {
  return apiRequest(materials.unstudyMaterial, { params: { materialId } })
}

/**
 * Marks the material as studied (`true`) or removes the mark (`false`), then reloads the material and
 * the lists that show the mark.
 */
export function useStudyMaterial(materialId: string) {
  const { mutate } = useSWRConfig()
  return useSWRMutation(
    [materials.studyMaterial.path, materialId] as const,
    async ([, id], { arg: studied }: { arg: boolean }) => {
      await (studied ? studyMaterial(id) : unstudyMaterial(id))
      await Promise.all([mutate(getMaterialKey(id)), mutate(isMaterialsKey)])
    },
  )
}
