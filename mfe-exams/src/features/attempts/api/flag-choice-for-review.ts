import { useApiMutation, useSWRConfig } from '@grile/shared/api'
import { choices } from '@grile/shared/contract'
import { applyAttemptReview } from './attempt-cache'

export type ChoiceReview = choices.ChoiceReview

/** Puts a choice's new flag, and its attempt's review state, into the cached attempt. */
export function applyChoiceReview(mutate: Parameters<typeof applyAttemptReview>[0], review: ChoiceReview) {
  return applyAttemptReview(mutate, review.attempt, (list) =>
    list.map((choice) =>
      choice.id === review.id ? { ...choice, flaggedForReview: review.flaggedForReview } : choice,
    ),
  )
}

/** Flagging a choice flags its attempt too and reopens its review (docs/product-rules.md#review-workflow). */
export function useFlagChoiceForReview() {
  const { mutate } = useSWRConfig()
  return useApiMutation(choices.flagChoiceForReview, (choiceId: string) => ({ params: { choiceId } }), {
    onSuccess: (review) => void applyChoiceReview(mutate, review),
  })
}
