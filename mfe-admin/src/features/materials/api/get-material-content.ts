import { useApi } from '@grile/shared/api'
import { materials } from '@grile/shared/contract'

/** The lesson HTML as the API keeps it (sanitised on save). */
export function useMaterialContent(materialId: string) {
  return useApi(
    materials.getMaterialContent,
    { params: { materialId } },
    {
      shouldRetryOnError: false,
      // The editor owns the text once loaded; a background reload would not reach it anyway.
      revalidateOnFocus: false,
    },
  )
}
