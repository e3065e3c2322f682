import { useApi } from '@grile/shared/api'
import { materials } from '@grile/shared/contract'

export function useMaterial(materialId: string) {
  return useApi(materials.getMaterial, { params: { materialId } }, { shouldRetryOnError: false })
}
