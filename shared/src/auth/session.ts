import type { AccountInfo } from '@azure/msal-browser'
import {
  apiRequest,
  fetchAtStart,
  isTransientFailure,
  retryTransient,
  revalidateApiReads,
} from '@grile/shared/api'
import { clientConfigSchema, users, type ClientAuthConfig } from '@grile/shared/contract'
import {
  connectAuthClient,
  getCurrentUserId,
  isPopupBlocked,
  whenAuthClient,
  type AuthClient,
} from './auth-client'
import { forgetProfile, lastProfileOf, rememberProfile, resumableProfile } from './last-profile'
import { useUserStore, type CurrentUser } from './user-store'

let signInInFlight: Promise<void> | undefined

/**
 * Sign-in asks for openid and offline_access; access tokens add the API scope
 * (docs/product-rules.md#sign-in).
 */
export function signInScopes(config: ClientAuthConfig): string[] {
  return ['openid', 'offline_access', config.apiScope]
}

/** A profile the API just sent: into the store, and kept for a startup when the API is out of reach. */
function profileLoaded(user: CurrentUser): void {
  useUserStore.getState().setUser(user)
  rememberProfile(user)
}

/**
 * Loads the profile of the signed-in user into the store ("the profile is refreshed"; see
 * docs/product-rules.md#sign-in).
 */
export async function refreshCurrentUser(): Promise<CurrentUser | null> {
  const userId = getCurrentUserId()
  if (!userId) return null
  const user = await apiRequest(users.getUser, { params: { userId } })
  profileLoaded(user)
  return user
}

/**
 * The profile follows a change that moves it (tokens, name, teacher, a purchase): reloaded in the
 * background, after the browser has painted what the change itself shows. A failed refresh only leaves the
 * old profile on screen, so it is logged, never raised. Every app refreshes the profile this way.
 */
export function refreshProfileInBackground(): void {
  const refresh = () =>
    void refreshCurrentUser().catch((error: unknown) => console.warn('Refreshing the profile failed.', error))
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(refresh, 0))
  else setTimeout(refresh, 0)
}

/**
 * After the identity is known: the API creates the user on the first call and answers with it; the
 * profile is then refreshed without holding up the page (its errors are ignored).
 */
async function completeSignIn(): Promise<void> {
  profileLoaded(await apiRequest(users.signInUp))
  refreshProfileInBackground()
}

/** The cached account's token, or the identity provider's session through a hidden frame. */
async function silentSignIn({ msal, config }: AuthClient): Promise<AccountInfo> {
  const cached = msal.getActiveAccount() ?? msal.getAllAccounts()[0]
  const result = cached
    ? await msal.acquireTokenSilent({ scopes: [config.apiScope], account: cached })
    : await msal.ssoSilent({ scopes: signInScopes(config) })
  msal.setActiveAccount(result.account)
  return result.account
}

/**
 * At startup the profile's errors are ignored, and the visitor is signed in at the identity
 * provider (docs/product-rules.md#sign-in). When the API is only out of reach (network, 502–504), the profile
 * last loaded on this device stands in, so that a reload during an outage does not look like a sign-out: the
 * pages say what could not be loaded and an exam in progress continues from local storage. The API's profile
 * replaces it as soon as the API answers again.
 */
function continueWithLastProfile(userId: string, error: unknown): void {
  const last = isTransientFailure(error) ? lastProfileOf(userId) : undefined
  if (!last) {
    // The profile the page started with is not this session's to show.
    useUserStore.getState().setUser(null)
    return
  }
  useUserStore.getState().setUser(last)
  const stillSignedIn = () => useUserStore.getState().user?.id === userId
  retryTransient(async () => {
    // Signed out (or another account signed in) meanwhile: nothing left to load.
    if (stillSignedIn()) await completeSignIn()
  }).catch((retryError: unknown) => console.warn('Loading the profile failed again.', retryError))
}

/**
 * A reload while signed in starts with the profile last loaded on this device (when MSAL still holds that
 * account), so the page shows the user's layout at once instead of the visitor's; the silent sign-in then
 * confirms it (and the API's profile replaces it) or signs out. Returns whether a profile was resumed.
 */
export function resumeLastSession(): boolean {
  const profile = resumableProfile()
  if (profile) useUserStore.getState().setUser(profile)
  return Boolean(profile)
}

/**
 * At startup, a silent sign-in whose failure is ignored; when signed in, sign-in-up and profile
 * (docs/product-rules.md#sign-in).
 */
export async function restoreSession(): Promise<void> {
  const current = await whenAuthClient()
  if (!current) {
    // Sign-in is unavailable: nobody can be signed in, whatever profile the page started with.
    useUserStore.getState().setUser(null)
    useUserStore.getState().setReady(true)
    return
  }
  // A returning user's sign-in shows as such; a visitor's check at the provider happens unseen, so the
  // Sign In button of a page rendered at build time does not flicker to a spinner and back.
  const returning = Boolean(current.msal.getActiveAccount() ?? current.msal.getAllAccounts()[0])
  if (returning) useUserStore.getState().setSigningIn(true)
  try {
    const account = await silentSignIn(current)
    await completeSignIn().catch((error: unknown) => {
      console.warn('Loading the profile failed.', error)
      continueWithLastProfile(account.localAccountId, error)
    })
  } catch {
    // Not signed in at the identity provider: the visitor is signed out, and a resumed profile forgotten.
    if (useUserStore.getState().user) {
      useUserStore.getState().setUser(null)
      forgetProfile()
    }
  } finally {
    if (returning) useUserStore.getState().setSigningIn(false)
    useUserStore.getState().setReady(true)
  }
}

/**
 * Reads /config.json (small, awaited before the first render), then loads MSAL, creates the one
 * PublicClientApplication and restores the session in the background; guards wait for `ready`.
 */
export async function startAuth(configUrl = '/config.json'): Promise<void> {
  let config: ClientAuthConfig
  try {
    const response = await fetchAtStart(configUrl)
    config = clientConfigSchema.parse(await response.json()).auth
  } catch (error) {
    console.error('Sign-in is unavailable: its configuration could not be loaded.', error)
    connectAuthClient(Promise.resolve(undefined))
    useUserStore.getState().setUser(null)
    useUserStore.getState().setReady(true)
    return
  }
  connectAuthClient(
    // Preloaded with the start's chunks (webpackPreload): sign-in needs it at every start.
    import(/* webpackPreload: true */ './msal-client').then(async ({ createMsalClient }) => ({
      msal: await createMsalClient(config, window.location.origin),
      config,
    })),
  )
  void restoreSession()
}

/** Silently first, then by popup; `popupOnly` when the silent attempt failed a moment ago. */
async function signInAtProvider(current: AuthClient, popupOnly: boolean): Promise<void> {
  if (!popupOnly) {
    try {
      await silentSignIn(current)
      return
    } catch {
      // Not signed in at the identity provider: by popup.
    }
  }
  const result = await current.msal.loginPopup({ scopes: signInScopes(current.config) })
  current.msal.setActiveAccount(result.account)
}

async function runSignIn(current: AuthClient): Promise<void> {
  // After a blocked popup the silent attempt has just failed: this tap opens the popup at once, while it counts
  // (a Sign In pressed before the app started is pressed again once it runs, on a slow phone past those 5 s).
  const popupOnly = useUserStore.getState().signInBlocked
  useUserStore.getState().setSignInBlocked(false)
  try {
    await signInAtProvider(current, popupOnly)
    await completeSignIn()
    // A token's blocked popup sent the page's reads without a token: with the user's token now, they load again.
    if (popupOnly) void revalidateApiReads()
  } catch (error) {
    if (isPopupBlocked(error)) {
      // Nothing was signed in or out: the visitor is asked to tap again (docs/product-rules.md#sign-in).
      console.warn('The browser blocked the sign-in window.', error)
      useUserStore.getState().setSignInBlocked(true)
      return
    }
    // A failed sign-in signs the user out and clears the profile (docs/product-rules.md#sign-in).
    console.warn('Sign-in failed.', error)
    useUserStore.getState().setUser(null)
    forgetProfile()
    await current.msal.clearCache().catch(() => undefined)
  }
}

/** Silent first, then a popup; while one attempt runs, further calls join it instead of starting another. */
export function signIn(): Promise<void> {
  signInInFlight ??= (async () => {
    useUserStore.getState().setSigningIn(true)
    try {
      const current = await whenAuthClient()
      if (current) await runSignIn(current)
      else console.warn('Sign-in is unavailable.')
    } finally {
      useUserStore.getState().setSigningIn(false)
      signInInFlight = undefined
    }
  })()
  return signInInFlight
}

/** Sign-out by popup at the identity provider; the profile is cleared whatever the popup does. */
export async function signOut(): Promise<void> {
  const current = await whenAuthClient()
  const account = current?.msal.getActiveAccount()
  try {
    if (current && account) {
      await current.msal.logoutPopup({
        account,
        // Lets the provider return to the redirect bridge without asking who signs out.
        ...(account.idToken ? { idTokenHint: account.idToken } : {}),
        postLogoutRedirectUri: `${window.location.origin}${current.config.redirectPath}`,
      })
    }
  } catch (error) {
    console.warn('The sign-out window did not complete; this browser is signed out anyway.', error)
    await current?.msal.clearCache().catch(() => undefined)
  } finally {
    useUserStore.getState().setUser(null)
    forgetProfile()
  }
}
