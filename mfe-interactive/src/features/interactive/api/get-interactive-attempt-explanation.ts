import useSWR from 'swr'
import { apiRequest } from '@grile/shared/api'
import { explanations } from '@grile/shared/contract'

export function getInteractiveAttemptExplanationKey(interactiveAttemptId: string) {
  return [explanations.getInteractiveAttemptExplanation.path, interactiveAttemptId] as const
}

export function getInteractiveAttemptExplanation(interactiveAttemptId: string) {
  return apiRequest(explanations.getInteractiveAttemptExplanation, { params: { interactiveAttemptId } })
}

/** Loads only once asked for (`interactiveAttemptId` set): the AI tutor explains on request. */
export function useInteractiveAttemptExplanation(interactiveAttemptId: string | null) {
  return useSWR(
    interactiveAttemptId ? getInteractiveAttemptExplanationKey(interactiveAttemptId) : null,
    () => getInteractiveAttemptExplanation(interactiveAttemptId as string),
    { revalidateIfStale: false, shouldRetryOnError: false },
  )
}
