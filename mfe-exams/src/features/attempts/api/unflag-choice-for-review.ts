import { useApiMutation, useSWRConfig } from '@grile/shared/api'
import { choices } from '@grile/shared/contract'
import { applyChoiceReview } from './flag-choice-for-review'

export function useUnflagChoiceForReview() {
  const { mutate } = useSWRConfig()
  return useApiMutation(choices.unflagChoiceForReview, (choiceId: string) => ({ params: { choiceId } }), {
    onSuccess: (review) => void applyChoiceReview(mutate, review),
  })
}
