import useSWRMutation from 'swr/mutation'
import { useSWRConfig } from 'swr'
import { apiRequest } from '@grile/shared/api'
import { attempts } from '@grile/shared/contract'
import { applyAttemptReview } from './attempt-cache'

export function unflagAttemptForReview(attemptId: string) {
  return apiRequest(attempts.unflagAttemptForReview, { params: { attemptId } })
}

/** Removes the attempt's flag and, as the API does, the flags of all its choices. */
export function useUnflagAttemptForReview(attemptId: string) {
  const { mutate } = useSWRConfig()
  return useSWRMutation(
    [attempts.unflagAttemptForReview.path, 'unflag', attemptId],
    () => unflagAttemptForReview(attemptId),
    {
      onSuccess: (review) =>
        void applyAttemptReview(mutate, review, (choices) =>
          choices.map((choice) => ({ ...choice, flaggedForReview: false })),
        ),
    },
  )
}
