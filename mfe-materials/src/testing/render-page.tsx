import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { SWRConfig } from '@grile/shared/api'
import { useUserStore, type CurrentUser } from '@grile/shared/auth'
import { AppProviders } from '@grile/shared/ui'

export const student: CurrentUser = {
  id: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c90',
  email: 'elev@example.ro',
  name: 'Elev',
  tokens: 10,
  teacherId: null,
  rating: 1500,
  isCustomer: false,
  interactiveAttemptsLeftInToken: 0,
  isAdmin: false,
}

export const admin: CurrentUser = {
  ...student,
  id: '6f1d2c3b-4a5e-4f60-8b71-9c0d1e2f3a40',
  email: 'admin@grile.ro',
  name: 'Admin',
  isAdmin: true,
}

/** Renders a page of this remote at `url` for a signed-in user, with a cache of its own. */
export function renderPage(
  page: ReactElement,
  { url, path, user = student }: { url: string; path: string; user?: CurrentUser },
) {
  useUserStore.setState({ user, ready: true, signingIn: false })
  return render(
    <AppProviders>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={page} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </AppProviders>,
  )
}
