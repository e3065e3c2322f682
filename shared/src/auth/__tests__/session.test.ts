import type { AccountInfo, AuthenticationResult } from '@azure/msal-browser'
import { apiRequest } from '@grile/shared/api'
import { users, type CurrentUserDto } from '@grile/shared/contract'
import { connectAuthClient, getAccessToken, whenAuthClient, type MsalClient } from '../auth-client'
import { LAST_PAGES_KEY, LAST_PROFILE_KEY } from '../last-profile'
import { restoreSession, resumeLastSession, signIn, signOut } from '../session'
import { useUserStore } from '../user-store'
import { account, authConfig as config, InteractionRequiredAuthError, student as user } from './auth-fixtures'

const result = (accessToken: string) => ({ account, accessToken }) as AuthenticationResult

/** A stand-in for MSAL that signs in by popup only (no session at the provider). */
function fakeMsal(overrides: Partial<Record<keyof MsalClient, jest.Mock>> = {}) {
  let active: AccountInfo | null = null
  const msal = {
    getActiveAccount: jest.fn(() => active),
    setActiveAccount: jest.fn((next: AccountInfo | null) => {
      active = next
    }),
    getAllAccounts: jest.fn(() => (active ? [active] : [])),
    acquireTokenSilent: jest.fn(async () => result('silent-token')),
    acquireTokenPopup: jest.fn(async () => result('popup-token')),
    ssoSilent: jest.fn(async () => {
      throw new InteractionRequiredAuthError('login_required')
    }),
    loginPopup: jest.fn(async () => result('login-token')),
    logoutPopup: jest.fn(async () => undefined),
    clearCache: jest.fn(async () => {
      active = null
    }),
    ...overrides,
  }
  return msal
}

let requests: { url: string; authorization: string | undefined }[]

beforeEach(() => {
  requests = []
  localStorage.clear()
  useUserStore.setState({ user: null, signingIn: false, ready: false, signInBlocked: false })
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>
    requests.push({ url: String(url), authorization: headers.Authorization })
    // jsdom has no Response: the part of it the API client reads.
    return {
      ok: true,
      status: 200,
      headers: { get: () => 'application/json' },
      json: async () => user,
    } as unknown as Response
  }) as typeof fetch
})

describe('signIn', () => {
  it('tries silently first, then opens one popup however often it is called meanwhile', async () => {
    const msal = fakeMsal()
    connectAuthClient(Promise.resolve({ msal, config }))
    await Promise.all([signIn(), signIn(), signIn()])
    expect(msal.ssoSilent).toHaveBeenCalledTimes(1)
    expect(msal.loginPopup).toHaveBeenCalledTimes(1)
    expect(msal.loginPopup).toHaveBeenCalledWith({ scopes: ['openid', 'offline_access', config.apiScope] })
    expect(useUserStore.getState().user).toEqual(user)
    expect(useUserStore.getState().signingIn).toBe(false)
    expect(requests[0]).toEqual({ url: '/api/v1/users/sign-in-up', authorization: 'Bearer silent-token' })
  })

  it('signs the user out and clears the profile when the sign-in fails', async () => {
    const msal = fakeMsal({
      loginPopup: jest.fn(async () => {
        throw new Error('user_cancelled')
      }),
    })
    useUserStore.setState({ user })
    connectAuthClient(Promise.resolve({ msal, config }))
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    await signIn()
    warn.mockRestore()
    expect(useUserStore.getState().user).toBeNull()
    expect(msal.clearCache).toHaveBeenCalled()
    expect(useUserStore.getState().signingIn).toBe(false)
  })

  it('asks for another tap when the browser blocks the popup, and that tap opens the popup without waiting', async () => {
    // MSAL's error when window.open gave nothing: the tap had expired by the time the popup was asked for.
    const blocked = Object.assign(new Error('Error opening popup window.'), {
      errorCode: 'popup_window_error',
    })
    const msal = fakeMsal({
      loginPopup: jest
        .fn()
        .mockRejectedValueOnce(blocked)
        .mockImplementation(async () => result('login-token')),
    })
    connectAuthClient(Promise.resolve({ msal, config }))
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    await signIn()
    warn.mockRestore()
    expect(useUserStore.getState().signInBlocked).toBe(true)
    // Nothing to sign out: MSAL's cache is left as it was.
    expect(msal.clearCache).not.toHaveBeenCalled()
    expect(useUserStore.getState().user).toBeNull()

    await signIn()
    // The silent attempt failed a moment ago: the second tap goes to the popup straight away.
    expect(msal.ssoSilent).toHaveBeenCalledTimes(1)
    expect(msal.loginPopup).toHaveBeenCalledTimes(2)
    expect(useUserStore.getState().signInBlocked).toBe(false)
    expect(useUserStore.getState().user).toEqual(user)
  })

  it('tries silently first again after a popup that was not blocked failed', async () => {
    const msal = fakeMsal({
      loginPopup: jest
        .fn()
        .mockRejectedValueOnce(
          Object.assign(new Error('User cancelled the flow.'), { errorCode: 'user_cancelled' }),
        )
        .mockImplementation(async () => result('login-token')),
    })
    connectAuthClient(Promise.resolve({ msal, config }))
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    await signIn()
    warn.mockRestore()
    expect(useUserStore.getState().signInBlocked).toBe(false)
    await signIn()
    expect(msal.ssoSilent).toHaveBeenCalledTimes(2)
  })
})

describe('restoreSession (startup)', () => {
  it('ignores a failed silent sign-in: signed out, ready, and no popup', async () => {
    const msal = fakeMsal()
    connectAuthClient(Promise.resolve({ msal, config }))
    const flags: boolean[] = []
    const unsubscribe = useUserStore.subscribe((state) => flags.push(state.signingIn))
    await restoreSession()
    unsubscribe()
    expect(useUserStore.getState()).toMatchObject({ user: null, ready: true, signingIn: false })
    // A visitor's check at the provider leaves the Sign In button as it is.
    expect(flags).not.toContain(true)
    expect(msal.loginPopup).not.toHaveBeenCalled()
    expect(requests).toEqual([])
  })

  it("shows a returning user's silent sign-in as signing in", async () => {
    const msal = fakeMsal()
    msal.setActiveAccount(account)
    connectAuthClient(Promise.resolve({ msal, config }))
    const flags: boolean[] = []
    const unsubscribe = useUserStore.subscribe((state) => flags.push(state.signingIn))
    await restoreSession()
    unsubscribe()
    expect(flags).toContain(true)
    expect(useUserStore.getState()).toMatchObject({ user, ready: true, signingIn: false })
  })

  it('signs a cached account in silently and calls sign-in-up', async () => {
    const msal = fakeMsal()
    msal.setActiveAccount(account)
    connectAuthClient(Promise.resolve({ msal, config }))
    await restoreSession()
    expect(useUserStore.getState()).toMatchObject({ user, ready: true })
    expect(requests.map((request) => request.url)).toContain('/api/v1/users/sign-in-up')
  })
})

describe('a reload while signed in (the last profile resumed before MSAL and the API answer)', () => {
  /** What MSAL keeps in localStorage for a cached account: the list of account keys, each naming the home id. */
  const cacheAccountOf = (userId: string) =>
    localStorage.setItem('msal.3.account.keys', JSON.stringify([`msal.3|${userId}|localhost|`]))
  const rememberedProfile = { ...user, name: 'Ana (as last loaded)', tokens: 3 }

  it("starts with the last profile when MSAL holds that account, then shows the API's profile", async () => {
    localStorage.setItem(LAST_PROFILE_KEY, JSON.stringify(rememberedProfile))
    cacheAccountOf(user.id)
    expect(resumeLastSession()).toBe(true)
    expect(useUserStore.getState().user).toEqual(rememberedProfile)

    const msal = fakeMsal()
    msal.setActiveAccount(account)
    connectAuthClient(Promise.resolve({ msal, config }))
    await restoreSession()
    expect(useUserStore.getState()).toMatchObject({ user, ready: true })
  })

  it('does not resume a profile whose account MSAL no longer holds, or with no profile kept', () => {
    localStorage.setItem(LAST_PROFILE_KEY, JSON.stringify(rememberedProfile))
    cacheAccountOf('another-user')
    expect(resumeLastSession()).toBe(false)
    localStorage.clear()
    cacheAccountOf(user.id)
    expect(resumeLastSession()).toBe(false)
    expect(useUserStore.getState().user).toBeNull()
  })

  it('signs out and forgets the profile when the silent sign-in fails', async () => {
    localStorage.setItem(LAST_PROFILE_KEY, JSON.stringify(rememberedProfile))
    localStorage.setItem(LAST_PAGES_KEY, JSON.stringify({ userId: user.id, pages: [] }))
    cacheAccountOf(user.id)
    resumeLastSession()
    const msal = fakeMsal({
      acquireTokenSilent: jest.fn(async () => {
        throw new InteractionRequiredAuthError('login_required')
      }),
    })
    msal.setActiveAccount(account)
    connectAuthClient(Promise.resolve({ msal, config }))
    await restoreSession()
    expect(useUserStore.getState()).toMatchObject({ user: null, ready: true })
    expect(localStorage.getItem(LAST_PROFILE_KEY)).toBeNull()
    expect(localStorage.getItem(LAST_PAGES_KEY)).toBeNull()
    expect(msal.loginPopup).not.toHaveBeenCalled()
  })
})

describe('restoreSession when the API cannot be reached', () => {
  /** What the API does now: answer with this profile, fail with a status, or not answer at all. */
  let api: { profile: CurrentUserDto } | { status: number } | 'unreachable'

  beforeEach(() => {
    api = { profile: user }
    globalThis.fetch = jest.fn(async (url: string | URL | Request) => {
      requests.push({ url: String(url), authorization: undefined })
      if (api === 'unreachable') throw new TypeError('Failed to fetch')
      const status = 'status' in api ? api.status : 200
      const body = 'profile' in api ? api.profile : { title: 'Error', status }
      return {
        ok: status === 200,
        status,
        headers: { get: () => 'application/json' },
        json: async () => body,
      } as unknown as Response
    }) as typeof fetch
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  /** Lets the profile refresh that follows a sign-in-up finish in the background. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

  /** A startup of the app with the account signed in at the identity provider. */
  async function startUp() {
    useUserStore.setState({ user: null, signingIn: false, ready: false })
    const msal = fakeMsal()
    msal.setActiveAccount(account)
    connectAuthClient(Promise.resolve({ msal, config }))
    await restoreSession()
    return msal
  }

  it('keeps the student signed in with the profile last loaded here, then takes the API’s once it answers', async () => {
    await startUp()
    await settle()
    expect(useUserStore.getState().user).toEqual(user)

    jest.useFakeTimers()
    api = 'unreachable'
    await startUp()
    expect(useUserStore.getState()).toMatchObject({ user, ready: true, signingIn: false })

    // The API is back, and a token was spent on another device meanwhile.
    await jest.advanceTimersByTimeAsync(0)
    api = { profile: { ...user, tokens: 9 } }
    await jest.advanceTimersByTimeAsync(1000)
    expect(useUserStore.getState().user?.tokens).toBe(9)
    expect(JSON.parse(localStorage.getItem(LAST_PROFILE_KEY) ?? '{}')).toMatchObject({ tokens: 9 })
  })

  it('stays signed out, as before, without a profile of this account on this device', async () => {
    localStorage.setItem(
      LAST_PROFILE_KEY,
      JSON.stringify({ ...user, id: '22222222-2222-4222-8222-222222222222' }),
    )
    api = 'unreachable'
    await startUp()
    expect(useUserStore.getState()).toMatchObject({ user: null, ready: true })
  })

  it('stays signed out, as before, when the API answers with an error of its own (500)', async () => {
    await startUp()
    await settle()
    api = { status: 500 }
    await startUp()
    expect(useUserStore.getState()).toMatchObject({ user: null, ready: true })
  })

  it('forgets the profile at sign-out', async () => {
    await startUp()
    await settle()
    expect(localStorage.getItem(LAST_PROFILE_KEY)).not.toBeNull()
    localStorage.setItem(LAST_PAGES_KEY, JSON.stringify({ userId: user.id, pages: [] }))
    await signOut()
    expect(localStorage.getItem(LAST_PROFILE_KEY)).toBeNull()
    expect(localStorage.getItem(LAST_PAGES_KEY)).toBeNull()
    api = 'unreachable'
    await startUp()
    expect(useUserStore.getState().user).toBeNull()
  })
})

describe('the API client with MSAL plugged in', () => {
  it('falls back to one popup for requests whose silent token failed together', async () => {
    const msal = fakeMsal({
      acquireTokenSilent: jest.fn(async () => {
        throw new InteractionRequiredAuthError('interaction_required')
      }),
    })
    msal.setActiveAccount(account)
    connectAuthClient(Promise.resolve({ msal, config }))
    expect(await Promise.all([getAccessToken(), getAccessToken()])).toEqual(['popup-token', 'popup-token'])
    expect(msal.acquireTokenPopup).toHaveBeenCalledTimes(1)
  })

  it('asks for a tap when the browser blocks the popup of a token, and sends the request without it', async () => {
    const msal = fakeMsal({
      acquireTokenSilent: jest.fn(async () => {
        throw new InteractionRequiredAuthError('interaction_required')
      }),
      acquireTokenPopup: jest.fn(async () => {
        throw Object.assign(new Error('Error opening popup window.'), { errorCode: 'popup_window_error' })
      }),
    })
    msal.setActiveAccount(account)
    connectAuthClient(Promise.resolve({ msal, config }))
    await whenAuthClient()
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    await apiRequest({ ...users.getUser, path: '/v1/users/{currentUserId}', params: undefined })
    warn.mockRestore()
    expect(useUserStore.getState().signInBlocked).toBe(true)
    expect(requests).toEqual([{ url: `/api/v1/users/${account.localAccountId}`, authorization: undefined }])
  })

  it('sends the request without a token when none can be obtained, and fills {currentUserId}', async () => {
    const msal = fakeMsal({
      acquireTokenSilent: jest.fn(async () => {
        throw new Error('network down')
      }),
    })
    msal.setActiveAccount(account)
    connectAuthClient(Promise.resolve({ msal, config }))
    await whenAuthClient()
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    await apiRequest({ ...users.getUser, path: '/v1/users/{currentUserId}', params: undefined })
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
    expect(requests).toEqual([{ url: `/api/v1/users/${account.localAccountId}`, authorization: undefined }])
  })
})
