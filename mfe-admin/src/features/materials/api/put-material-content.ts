import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'
import { apiRequest } from '@grile/shared/api'
import { materials } from '@grile/shared/contract'
import { getMaterialContentKey } from './get-material-content'

export function putMaterialContent(materialId: string, html: string): Promise<void> {
  return apiRequest(materials.putMaterialContent, { params: { materialId }, body: html })
}

/** Saves the lesson and reloads it as the API sanitised it. */
export function usePutMaterialContent(materialId: string) {
  const { mutate } = useSWRConfig()
  // Keyed apart from the content: SWR drops a reload of a key that a mutation of that same key is running.
  return useSWRMutation(
    [materials.putMaterialContent.method, materialId],
    async (_key, { arg: html }: { arg: string }) => {
      await putMaterialContent(materialId, html)
      return mutate<string>(getMaterialContentKey(materialId))
    },
  )
}
