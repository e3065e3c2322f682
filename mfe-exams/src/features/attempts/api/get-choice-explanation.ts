import { useApi } from '@grile/shared/api'
import { explanations } from '@grile/shared/contract'

/** What a failed explanation shows instead (docs/product-rules.md#explanations). */
export const EXPLANATION_UNAVAILABLE_TEXT = explanations.EXPLANATION_UNAVAILABLE_TEXT

/** The AI tutor's explanation of a choice, fetched once asked for (null) and kept for the session. */
export function useChoiceExplanation(choiceId: string | null) {
  return useApi(explanations.getChoiceExplanation, choiceId ? { params: { choiceId } } : null, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  })
}
