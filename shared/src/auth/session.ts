import { useUserStore } from './user-store'

/**
 * Sign-in and sign-out actions used by the layout. The MSAL client (issue: sign-in) replaces the
 * bodies; until then signing in is not available and the actions only keep the store consistent.
 */
export async function signIn(): Promise<void> {
  console.warn('Sign-in is not configured yet.')
}

export async function signOut(): Promise<void> {
  useUserStore.getState().setUser(null)
}
