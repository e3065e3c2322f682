import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { AppProviders } from '@grile/shared/ui'
import { useUserStore, type CurrentUser } from '@grile/shared/auth'

export const aUser: CurrentUser = {
  id: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c81',
  email: 'ana.popescu@grile.ro',
  name: 'Ana Popescu',
  tokens: 10,
  teacherId: null,
  rating: 1500,
  isCustomer: true,
  interactiveAttemptsLeftInToken: 0,
  isAdmin: false,
}

/** Puts a user in the shared store (null: signed out), as the sign-in flow would. */
export function signInAs(user: CurrentUser | null): void {
  useUserStore.setState({ user, signingIn: false, ready: true })
}

/** Renders inside the same providers as the app, at `route`. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  )
}
