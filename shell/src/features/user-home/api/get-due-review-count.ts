import { useApi } from '@grile/shared/api'
import { users } from '@grile/shared/contract'

/** How many reviews of past mistakes are due now (docs/product-rules.md#review-of-mistakes). */
export function useDueReviewCount(userId: string) {
  // A failure shows nothing on the home: no retries behind the user's back.
  return useApi(users.getDueReviewCount, { params: { userId } }, { shouldRetryOnError: false })
}
