import useSWRMutation from 'swr/mutation'
import { useSWRConfig } from 'swr'
import { apiRequest } from '@grile/shared/api'
import { attempts } from '@grile/shared/contract'
import { applyAttemptReview } from './attempt-cache'

export function completeAttemptReview(attemptId: string) {
  return apiRequest(attempts.completeAttemptReview, { params: { attemptId } })
}

export function useCompleteAttemptReview(attemptId: string) {
  const { mutate } = useSWRConfig()
  return useSWRMutation(
    [attempts.completeAttemptReview.path, 'complete', attemptId],
    () => completeAttemptReview(attemptId),
    {
      onSuccess: (review) => void applyAttemptReview(mutate, review),
    },
  )
}
