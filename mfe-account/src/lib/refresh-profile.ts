import { refreshCurrentUser } from '@grile/shared/auth'

/**
 * The profile is refreshed after a change; a failed refresh only leaves the old one shown
 * (docs/product-rules.md#sign-in).
 */
export function refreshProfile(): void {
  refreshCurrentUser().catch((error: unknown) => console.warn('Refreshing the profile failed.', error))
}
