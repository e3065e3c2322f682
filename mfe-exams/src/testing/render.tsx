import type { ReactElement, ReactNode } from 'react'
import { render } from '@testing-library/react'
import { SWRConfig } from '@grile/shared/api'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { AppProviders } from '@grile/shared/ui'
import { useUserStore, type CurrentUser } from '@grile/shared/auth'

export const testUser: CurrentUser = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'student@example.ro',
  name: 'Student',
  tokens: 5,
  teacherId: null,
  rating: 1500,
  isCustomer: true,
  interactiveAttemptsLeftInToken: 0,
  isAdmin: false,
}

export function signInAs(changes: Partial<CurrentUser> = {}): CurrentUser {
  const user = { ...testUser, ...changes }
  useUserStore.setState({ user, ready: true, signingIn: false })
  return user
}

/** Shows the current URL, so tests can read what the page put there. */
export function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}

/**
 * Renders inside the app's providers and a data router (as in the shell), with a fresh SWR cache.
 * `routes` maps paths to elements; every route shows the LocationProbe too.
 */
export function renderRoutes(routes: Record<string, ReactNode>, initialEntry: string) {
  const router = createMemoryRouter(
    Object.entries(routes).map(([path, element]) => ({
      path,
      element: (
        <>
          {element}
          <LocationProbe />
        </>
      ),
    })),
    { initialEntries: [initialEntry] },
  )
  const result = render(
    <AppProviders>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </AppProviders>,
  )
  return { ...result, router }
}

export function renderWithProviders(element: ReactElement, initialEntry = '/') {
  return renderRoutes({ '*': element }, initialEntry)
}
