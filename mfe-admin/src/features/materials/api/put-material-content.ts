import { apiKey, apiRequest, useSWRConfig, useSWRMutation } from '@grile/shared/api'
import { materials } from '@grile/shared/contract'

/** Saves the lesson, reloads it and answers it as the API sanitised it (the editor shows that text). */
export function usePutMaterialContent(materialId: string) {
  const { mutate } = useSWRConfig()
  const { method, path } = materials.putMaterialContent
  return useSWRMutation([method, path, materialId], async (_key, { arg: html }: { arg: string }) => {
    await apiRequest(materials.putMaterialContent, { params: { materialId }, body: html })
    return mutate<string>(apiKey(materials.getMaterialContent, { params: { materialId } }))
  })
}
