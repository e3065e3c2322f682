import useSWR from 'swr'
import { apiRequest } from '@grile/shared/api'
import { explanations } from '@grile/shared/contract'

/** What a failed explanation shows instead (docs/product-rules.md#explanations). */
export const EXPLANATION_UNAVAILABLE_TEXT = explanations.EXPLANATION_UNAVAILABLE_TEXT

export const getChoiceExplanationKey = (choiceId: string) =>
  [explanations.getChoiceExplanation.path, choiceId] as const

export function getChoiceExplanation(choiceId: string): Promise<string> {
  return apiRequest(explanations.getChoiceExplanation, { params: { choiceId } })
}

/** The AI tutor's explanation of a choice, fetched once asked for (null) and kept for the session. */
export function useChoiceExplanation(choiceId: string | null) {
  return useSWR(choiceId ? getChoiceExplanationKey(choiceId) : null, ([, id]) => getChoiceExplanation(id), {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  })
}
