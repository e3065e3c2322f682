import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { SWRConfig } from '@grile/shared/api'
import { useUserStore, type CurrentUser } from '@grile/shared/auth'
import { AppProviders, useAlertStore } from '@grile/shared/ui'

export const student: CurrentUser = {
  id: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c90',
  email: 'elev@example.ro',
  name: 'Elev Popa',
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

/** Shows the current URL, so tests can read where a link or action led. */
function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}

/**
 * Renders a page of this remote at `url` for `user` (null: signed out), with a cache of its own;
 * the route `path` gives the page its parameters.
 */
export function renderPage(
  page: ReactElement,
  { url, path, user = student }: { url: string; path: string; user?: CurrentUser | null },
) {
  useUserStore.setState({ user, ready: true, signingIn: false })
  return render(
    <AppProviders>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </SWRConfig>
    </AppProviders>,
  )
}

/** The titles of the alerts raised so far. */
export const alertTitles = () => useAlertStore.getState().alerts.map((alert) => alert.title)

export function resetAlerts() {
  useAlertStore.setState({ alerts: [] })
}
