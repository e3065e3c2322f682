import useSWRMutation from 'swr/mutation'
import { useSWRConfig, type ScopedMutator } from 'swr'
import { apiRequest } from '@grile/shared/api'
import { choices } from '@grile/shared/contract'
import { applyAttemptReview } from './attempt-cache'

export type ChoiceReview = choices.ChoiceReview

export function flagChoiceForReview(choiceId: string): Promise<ChoiceReview> {
  return apiRequest(choices.flagChoiceForReview, { params: { choiceId } })
}

/** Puts a choice's new flag, and its attempt's review state, into the cached attempt. */
export function applyChoiceReview(mutate: ScopedMutator, review: ChoiceReview) {
  return applyAttemptReview(mutate, review.attempt, (list) =>
    list.map((choice) =>
      choice.id === review.id ? { ...choice, flaggedForReview: review.flaggedForReview } : choice,
    ),
  )
}

/** Flagging a choice flags its attempt too and reopens its review (docs/product-rules.md#review-workflow). */
export function useFlagChoiceForReview() {
  const { mutate } = useSWRConfig()
  return useSWRMutation(
    [choices.flagChoiceForReview.path, 'flag'],
    (_key, { arg: choiceId }: { arg: string }) => flagChoiceForReview(choiceId),
    { onSuccess: (review) => void applyChoiceReview(mutate, review) },
  )
}
