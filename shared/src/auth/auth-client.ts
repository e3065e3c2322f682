import type { AuthenticationResult, IPublicClientApplication } from '@azure/msal-browser'
import { configureApiAuth } from '@grile/shared/api'
import type { ClientAuthConfig } from '@grile/shared/contract'
import { useUserStore } from './user-store'

/** The MSAL calls the product makes: the one PublicClientApplication (a stand-in in unit tests). */
export type MsalClient = Pick<
  IPublicClientApplication,
  | 'getActiveAccount'
  | 'setActiveAccount'
  | 'getAllAccounts'
  | 'acquireTokenSilent'
  | 'acquireTokenPopup'
  | 'ssoSilent'
  | 'loginPopup'
  | 'logoutPopup'
  | 'clearCache'
>

export interface AuthClient {
  msal: MsalClient
  config: ClientAuthConfig
}

let client: Promise<AuthClient | undefined> = Promise.resolve(undefined)
let loaded: AuthClient | undefined
let tokenPopup: Promise<AuthenticationResult> | undefined

/** The auth client once it is loaded; undefined when sign-in is unavailable. */
export function whenAuthClient(): Promise<AuthClient | undefined> {
  return client
}

function isInteractionRequired(error: unknown): boolean {
  // By name: MSAL itself is loaded on demand, so its classes are not at hand here.
  return error instanceof Error && error.name === 'InteractionRequiredAuthError'
}

/**
 * MSAL's codes for a popup the browser did not open: a popup needs a recent tap, and Chromium lets one count
 * for 5 s (decision 0046).
 */
const POPUP_BLOCKED_CODES = new Set(['popup_window_error', 'empty_window_error'])

export function isPopupBlocked(error: unknown): boolean {
  const code =
    error !== null && typeof error === 'object' && 'errorCode' in error ? error.errorCode : undefined
  return typeof code === 'string' && POPUP_BLOCKED_CODES.has(code)
}

/**
 * The API client's bearer token: silent first (cache, refresh token, hidden frame), then a popup
 * (docs/product-rules.md#sign-in).
 */
export async function getAccessToken(): Promise<string | undefined> {
  const current = await client
  const account = current?.msal.getActiveAccount()
  if (!current || !account) return undefined
  const request = { scopes: [current.config.apiScope], account }
  try {
    return (await current.msal.acquireTokenSilent(request)).accessToken
  } catch (error) {
    if (!isInteractionRequired(error)) throw error
    // Requests that fail together share one popup.
    tokenPopup ??= current.msal.acquireTokenPopup(request).finally(() => {
      tokenPopup = undefined
    })
    try {
      return (await tokenPopup).accessToken
    } catch (popupError) {
      // No tap asked for this popup, so the browser may block it: the layout then asks for one (decision 0046).
      if (isPopupBlocked(popupError)) useUserStore.getState().setSignInBlocked(true)
      throw popupError
    }
  }
}

/** The signed-in user's id: the API's profile once loaded, else the identity's object id. */
export function getCurrentUserId(): string | undefined {
  return useUserStore.getState().user?.id ?? loaded?.msal.getActiveAccount()?.localAccountId
}

/** Makes this (possibly still loading) client the product's one auth client, plugged into the API client. */
export function connectAuthClient(next: Promise<AuthClient | undefined>): void {
  tokenPopup = undefined
  loaded = undefined
  client = next.then(
    (value) => {
      loaded = value
      return value
    },
    (error: unknown) => {
      console.error('Sign-in is unavailable: the auth client could not start.', error)
      return undefined
    },
  )
  configureApiAuth({ getAccessToken, getCurrentUserId })
}
