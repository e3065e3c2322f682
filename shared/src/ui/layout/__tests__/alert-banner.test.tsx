import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChakraProvider } from '@grile/shared/chakra'
import { system } from '@grile/shared/theme'
import { SIGN_IN_BLOCKED_TEXT, SIGN_IN_BLOCKED_TITLE, useUserStore } from '@grile/shared/auth'
import { connectAuthClient, type MsalClient } from '../../../auth/auth-client'
import type { ClientAuthConfig } from '@grile/shared/contract'
import { AlertBanner } from '../alert-banner'
import { showSuccess, useAlertStore } from '../../alert-store'

afterEach(cleanup)
beforeEach(() => {
  useAlertStore.setState({ alerts: [] })
  useUserStore.setState({ user: null, signingIn: false, ready: true, signInBlocked: false })
})

function banner() {
  return render(
    <ChakraProvider value={system}>
      <AlertBanner />
    </ChakraProvider>,
  )
}

describe('the alert banner', () => {
  it('shows nothing without an alert', () => {
    banner()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows an alert an app raised', () => {
    banner()
    act(() => void showSuccess('Saved.'))
    expect(screen.getByRole('alert')).toHaveTextContent('Saved.')
  })

  it('asks for another tap when the sign-in window was blocked, and that tap opens the popup', async () => {
    const loginPopup = jest.fn(async () => {
      throw Object.assign(new Error('user_cancelled'), { errorCode: 'user_cancelled' })
    })
    const ssoSilent = jest.fn(async () => {
      throw new Error('login_required')
    })
    const msal = {
      loginPopup,
      ssoSilent,
      getActiveAccount: () => null,
      getAllAccounts: () => [],
      clearCache: jest.fn(async () => undefined),
    } as unknown as MsalClient
    connectAuthClient(Promise.resolve({ msal, config: { apiScope: 'api' } as ClientAuthConfig }))
    banner()
    act(() => useUserStore.getState().setSignInBlocked(true))
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent(SIGN_IN_BLOCKED_TITLE)
    expect(alert).toHaveTextContent(SIGN_IN_BLOCKED_TEXT)

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    warn.mockRestore()
    expect(ssoSilent).not.toHaveBeenCalled()
    expect(loginPopup).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('can be dismissed', async () => {
    banner()
    act(() => useUserStore.getState().setSignInBlocked(true))
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(useUserStore.getState().signInBlocked).toBe(false)
  })
})
