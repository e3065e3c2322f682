import useSWRMutation from 'swr/mutation'
import { useSWRConfig } from 'swr'
import { apiRequest } from '@grile/shared/api'
import { attempts } from '@grile/shared/contract'
import { applyAttemptReview } from './attempt-cache'

export function flagAttemptForReview(attemptId: string) {
  return apiRequest(attempts.flagAttemptForReview, { params: { attemptId } })
}

/** Flags the attempt, or reopens a completed review (reset; see docs/product-rules.md#review-workflow). */
export function useFlagAttemptForReview(attemptId: string) {
  const { mutate } = useSWRConfig()
  return useSWRMutation(
    [attempts.flagAttemptForReview.path, 'flag', attemptId],
    () => flagAttemptForReview(attemptId),
    {
      onSuccess: (review) => void applyAttemptReview(mutate, review),
    },
  )
}
