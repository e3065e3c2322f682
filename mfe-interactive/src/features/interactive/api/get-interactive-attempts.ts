import useSWR from 'swr'
import { apiRequest } from '@grile/shared/api'
import { interactiveAttempts } from '@grile/shared/contract'

export function getInteractiveAttemptsKey() {
  return interactiveAttempts.getInteractiveAttempts.path
}

export function getInteractiveAttempts() {
  return apiRequest(interactiveAttempts.getInteractiveAttempts)
}

/** The caller's latest interactive attempts, newest first. */
export function useInteractiveAttempts() {
  return useSWR(getInteractiveAttemptsKey(), getInteractiveAttempts)
}
