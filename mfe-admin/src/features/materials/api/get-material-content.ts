import useSWR from 'swr'
import { apiRequest } from '@grile/shared/api'
import { materials } from '@grile/shared/contract'

export const getMaterialContentKey = (materialId: string) =>
  [materials.getMaterialContent.path, materialId] as const

export function getMaterialContent(materialId: string): Promise<string> {
  return apiRequest(materials.getMaterialContent, { params: { materialId } })
}

/** The lesson HTML as the API keeps it (sanitised on save). */
export function useMaterialContent(materialId: string) {
  return useSWR(getMaterialContentKey(materialId), ([, id]) => getMaterialContent(id), {
    shouldRetryOnError: false,
    // The editor owns the text once loaded; a background reload would not reach it anyway.
    revalidateOnFocus: false,
  })
}
