import useSWR from 'swr'
import { apiRequest, preloadRequest } from '@grile/shared/api'
import { interactiveAttempts } from '@grile/shared/contract'

export function getInteractiveAttemptsKey() {
  return interactiveAttempts.getInteractiveAttempts.path
}

export function getInteractiveAttempts() {
  return apiRequest(interactiveAttempts.getInteractiveAttempts)
}

/** The caller's latest interactive attempts, newest first. */
/** Starts the request before the component that shows it renders (see preloadRequest). */
export function preloadInteractiveAttempts(): void {
  preloadRequest(getInteractiveAttemptsKey(), () => getInteractiveAttempts())
}

export function useInteractiveAttempts() {
  return useSWR(getInteractiveAttemptsKey(), getInteractiveAttempts)
}
