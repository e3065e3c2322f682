import { isApiKeyOf, useApiMutation } from '@grile/shared/api'
import { materials } from '@grile/shared/contract'

/**
 * Marks the material as studied (`trigger(true)`) or removes the mark (`trigger(false)`), then reloads the
 * material and the lists that show the mark.
 */
export function useStudyMaterial(materialId: string) {
  const revalidates = [isApiKeyOf(materials.getMaterial, { materialId }), materials.getMaterials]
  const study = useApiMutation(materials.studyMaterial, () => ({ params: { materialId } }), { revalidates })
  const unstudy = useApiMutation(materials.unstudyMaterial, () => ({ params: { materialId } }), {
    revalidates,
  })
  return {
    trigger: (studied: boolean) => (studied ? study.trigger() : unstudy.trigger()),
    isMutating: study.isMutating || unstudy.isMutating,
  }
}
