import type { AccountInfo, AuthenticationResult } from '@azure/msal-browser'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { ApiProvider, useApi } from '@grile/shared/api'
import { users } from '@grile/shared/contract'
import { connectAuthClient, whenAuthClient } from '../auth-client'
import { signIn } from '../session'
import { useUserStore } from '../user-store'
import { account, authConfig as config, InteractionRequiredAuthError, student } from './auth-fixtures'

const user = { ...student, name: 'Ana Popescu' }

/** The API as it answers: the profile with a bearer token, a 401 problem without one. */
function stubApi() {
  const requests: (string | undefined)[] = []
  global.fetch = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const authorization = ((init?.headers ?? {}) as Record<string, string>).Authorization
    requests.push(authorization)
    const body = authorization
      ? user
      : { type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'Sign in to continue.' }
    return {
      ok: Boolean(authorization),
      status: authorization ? 200 : 401,
      statusText: authorization ? 'OK' : 'Unauthorized',
      headers: { get: () => (authorization ? 'application/json' : 'application/problem+json') },
      json: async () => body,
      text: async () => JSON.stringify(body),
    } as unknown as Response
  }) as typeof fetch
  return requests
}

function Profile() {
  const { data, error } = useApi(users.getUser, { params: { userId: user.id } })
  if (error) return <p>Could not load the profile ({error.status}).</p>
  return <p>{data ? `Hello, ${data.name}` : 'Loading'}</p>
}

afterEach(cleanup)

it('loads the page again with the user’s token once the sign-in that a blocked token popup asked for succeeds', async () => {
  // The refresh token has expired: a token needs a popup, which no tap asked for, so the browser blocks it.
  let signedInAgain = false
  let active: AccountInfo | null = account
  const msal = {
    getActiveAccount: jest.fn(() => active),
    setActiveAccount: jest.fn((next: AccountInfo | null) => {
      active = next
    }),
    getAllAccounts: jest.fn(() => (active ? [active] : [])),
    acquireTokenSilent: jest.fn(async () => {
      if (!signedInAgain) throw new InteractionRequiredAuthError('interaction_required')
      return { account, accessToken: 'fresh-token' } as AuthenticationResult
    }),
    acquireTokenPopup: jest.fn(async () => {
      throw Object.assign(new Error('Error opening popup window.'), { errorCode: 'popup_window_error' })
    }),
    ssoSilent: jest.fn(),
    loginPopup: jest.fn(async () => {
      signedInAgain = true
      return { account, accessToken: 'login-token' } as AuthenticationResult
    }),
    logoutPopup: jest.fn(),
    clearCache: jest.fn(),
  }
  useUserStore.setState({ user, signingIn: false, ready: true, signInBlocked: false })
  const requests = stubApi()
  connectAuthClient(Promise.resolve({ msal, config }))
  await whenAuthClient()
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)

  render(
    <ApiProvider>
      <Profile />
    </ApiProvider>,
  )
  await screen.findByText('Could not load the profile (401).')
  expect(useUserStore.getState().signInBlocked).toBe(true)
  expect(requests).toEqual([undefined])

  // The alert's Sign In: the popup at once, then sign-in-up, then the page's read again, with a token.
  await act(() => signIn())
  expect(msal.loginPopup).toHaveBeenCalledTimes(1)
  expect(msal.ssoSilent).not.toHaveBeenCalled()
  await screen.findByText('Hello, Ana Popescu')
  await waitFor(() =>
    expect(
      requests.filter((authorization) => authorization === 'Bearer fresh-token').length,
    ).toBeGreaterThanOrEqual(2),
  )
  warn.mockRestore()
})
