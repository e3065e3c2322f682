import { preloadApi, useApi } from '@grile/shared/api'
import { interactiveAttempts } from '@grile/shared/contract'

/** Starts the request before the component that shows it renders (see preloadApi). */
export function preloadInteractiveAttempts(): void {
  preloadApi(interactiveAttempts.getInteractiveAttempts, {})
}

/** The caller's latest interactive attempts, newest first. */
export function useInteractiveAttempts() {
  return useApi(interactiveAttempts.getInteractiveAttempts, {})
}
