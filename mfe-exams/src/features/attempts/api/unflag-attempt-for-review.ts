import { useApiMutation, useSWRConfig } from '@grile/shared/api'
import { attempts } from '@grile/shared/contract'
import { applyAttemptReview } from './attempt-cache'

/** Removes the attempt's flag and, as the API does, the flags of all its choices. */
export function useUnflagAttemptForReview(attemptId: string) {
  const { mutate } = useSWRConfig()
  return useApiMutation(attempts.unflagAttemptForReview, () => ({ params: { attemptId } }), {
    onSuccess: (review) =>
      void applyAttemptReview(mutate, review, (choices) =>
        choices.map((choice) => ({ ...choice, flaggedForReview: false })),
      ),
  })
}
