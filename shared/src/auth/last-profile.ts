import { users } from '@grile/shared/contract'
import type { CurrentUser } from './user-store'

/** One slot per browser: the profile last loaded, standing in when the API cannot be reached at startup. */
export const LAST_PROFILE_KEY = 'grile.last-profile'
/**
 * The pages last shown to that profile, painted at once when one of them is opened again (the shell's page
 * snapshots, shell/src/lib/page-snapshots.ts). Forgotten with the profile.
 */
export const LAST_PAGES_KEY = 'grile.last-pages'

export function rememberProfile(user: CurrentUser): void {
  try {
    localStorage.setItem(LAST_PROFILE_KEY, JSON.stringify(user))
  } catch {
    // Storage full or disabled: only the stand-in for an unreachable API is lost.
  }
}

/** The profile last loaded, if it is this user's (another account may have signed in since). */
export function lastProfileOf(userId: string): CurrentUser | undefined {
  try {
    const raw = localStorage.getItem(LAST_PROFILE_KEY)
    if (!raw) return undefined
    const parsed = users.currentUserSchema.safeParse(JSON.parse(raw))
    return parsed.success && parsed.data.id === userId ? parsed.data : undefined
  } catch {
    return undefined
  }
}

export function forgetProfile(): void {
  try {
    localStorage.removeItem(LAST_PROFILE_KEY)
    localStorage.removeItem(LAST_PAGES_KEY)
  } catch {
    // Nothing to forget when storage is unavailable.
  }
}

/** MSAL's lists of cached accounts (`msal.<schema>.account.keys`); each key holds the account's home id. */
const MSAL_ACCOUNT_KEYS = /^msal\.\d+\.account\.keys$/

/** Whether MSAL's cache in this browser holds an account of this user (its home id starts with the object id). */
function msalHoldsAccountOf(userId: string): boolean {
  return Object.keys(localStorage).some(
    (key) => MSAL_ACCOUNT_KEYS.test(key) && (localStorage.getItem(key) ?? '').includes(`|${userId}`),
  )
}

/**
 * The profile to start signed in with before MSAL and the API answer: the last one loaded on this device,
 * when MSAL still holds that user's account. The index page's inline session script checks the same.
 */
export function resumableProfile(): CurrentUser | undefined {
  try {
    const raw = localStorage.getItem(LAST_PROFILE_KEY)
    if (!raw) return undefined
    const parsed = users.currentUserSchema.safeParse(JSON.parse(raw))
    return parsed.success && msalHoldsAccountOf(parsed.data.id) ? parsed.data : undefined
  } catch {
    return undefined
  }
}
