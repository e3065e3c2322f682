import { useApiMutation, useSWRConfig } from '@grile/shared/api'
import { attempts } from '@grile/shared/contract'
import { applyAttemptReview } from './attempt-cache'

export function useCompleteAttemptReview(attemptId: string) {
  const { mutate } = useSWRConfig()
  return useApiMutation(attempts.completeAttemptReview, () => ({ params: { attemptId } }), {
    onSuccess: (review) => void applyAttemptReview(mutate, review),
  })
}
