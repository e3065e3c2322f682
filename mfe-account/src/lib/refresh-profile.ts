import { refreshCurrentUser } from '@grile/shared/auth'

/** Spec §4: the profile is refreshed after a change; a failed refresh only leaves the old one shown. */
export function refreshProfile(): void {
  refreshCurrentUser().catch((error: unknown) => console.warn('Refreshing the profile failed.', error))
}
