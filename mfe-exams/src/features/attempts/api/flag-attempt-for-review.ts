import { useApiMutation, useSWRConfig } from '@grile/shared/api'
import { attempts } from '@grile/shared/contract'
import { applyAttemptReview } from './attempt-cache'

/** Flags the attempt, or reopens a completed review (reset; see docs/product-rules.md#review-workflow). */
export function useFlagAttemptForReview(attemptId: string) {
  const { mutate } = useSWRConfig()
  return useApiMutation(attempts.flagAttemptForReview, () => ({ params: { attemptId } }), {
    onSuccess: (review) => void applyAttemptReview(mutate, review),
  })
}
