import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { SWRConfig } from '@grile/shared/api'
import { useUserStore, type CurrentUser } from '@grile/shared/auth'
import { AppProviders } from '@grile/shared/ui'

/** Renders inside the app's providers, with an SWR cache of its own (no data leaks between tests). */
export function renderWithProviders(ui: ReactElement, { route = '/interactive' } = {}) {
  return render(
    <AppProviders>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </SWRConfig>
    </AppProviders>,
  )
}

export function signInAs(change: Partial<CurrentUser> = {}): CurrentUser {
  const user: CurrentUser = {
    id: '5b7d0a52-1f0e-4c55-9a0a-3f4f9d1c2b10',
    email: 'elev@example.ro',
    name: 'Elev',
    tokens: 10,
    teacherId: null,
    rating: 1500,
    isCustomer: false,
    interactiveAttemptsLeftInToken: 0,
    isAdmin: false,
    ...change,
  }
  useUserStore.getState().setUser(user)
  return user
}
