import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { SWRConfig } from '@grile/shared/api'
import { useUserStore, type CurrentUser } from '@grile/shared/auth'
import { AppProviders } from '@grile/shared/ui'

export const admin: CurrentUser = {
  id: '6f1d2c3b-4a5e-4f60-8b71-9c0d1e2f3a40',
  email: 'admin@grile.ro',
  name: 'Admin',
  tokens: 10,
  teacherId: null,
  rating: 1500,
  isCustomer: true,
  interactiveAttemptsLeftInToken: 0,
  isAdmin: true,
}

/**
 * Renders a page of this remote at `url` for the signed-in admin, with a cache of its own. Other
 * paths render their path in a marker, so a test can see where the page navigated.
 */
export function renderPage(page: ReactElement, { url, path }: { url: string; path: string }) {
  useUserStore.setState({ user: admin, ready: true, signingIn: false })
  return render(
    <AppProviders>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={<LocationMarker />} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </AppProviders>,
  )
}

function LocationMarker() {
  const { pathname } = useLocation()
  return <p data-testid="location">{pathname}</p>
}
