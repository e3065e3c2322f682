import useSWRMutation from 'swr/mutation'
import { useSWRConfig } from 'swr'
import { apiRequest } from '@grile/shared/api'
import { choices } from '@grile/shared/contract'
import { applyChoiceReview, type ChoiceReview } from './flag-choice-for-review'

export function unflagChoiceForReview(choiceId: string): Promise<ChoiceReview> {
  return apiRequest(choices.unflagChoiceForReview, { params: { choiceId } })
}

export function useUnflagChoiceForReview() {
  const { mutate } = useSWRConfig()
  return useSWRMutation(
    [choices.unflagChoiceForReview.path, 'unflag'],
    (_key, { arg: choiceId }: { arg: string }) => unflagChoiceForReview(choiceId),
    { onSuccess: (review) => void applyChoiceReview(mutate, review) },
  )
}
