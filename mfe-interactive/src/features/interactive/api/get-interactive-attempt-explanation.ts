import { useApi } from '@grile/shared/api'
import { explanations } from '@grile/shared/contract'

/** Loads only once asked for (`interactiveAttemptId` set): the AI tutor explains on request. */
export function useInteractiveAttemptExplanation(interactiveAttemptId: string | null) {
  return useApi(
    explanations.getInteractiveAttemptExplanation,
    interactiveAttemptId ? { params: { interactiveAttemptId } } : null,
    { revalidateIfStale: false, shouldRetryOnError: false },
  )
}
