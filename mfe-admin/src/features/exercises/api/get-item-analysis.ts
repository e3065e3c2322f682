import { useApi } from '@grile/shared/api'
import { admin } from '@grile/shared/contract'

/** An exercise's facility, discrimination, flags and answer shares (docs/product-rules.md#item-analysis). */
export function useItemAnalysis(exerciseId: string) {
  return useApi(admin.getItemAnalysis, { params: { exerciseId } }, { shouldRetryOnError: false })
}
