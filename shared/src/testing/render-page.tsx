import type { ReactElement, ReactNode } from 'react'
import { render, screen } from '@testing-library/react'
import { RouterProvider, useLocation } from '@grile/shared/router'
// eslint-disable-next-line no-restricted-imports -- the tests' memory router never reaches a browser
import { createMemoryRouter } from 'react-router-dom'
import { SWRConfig } from '@grile/shared/api'
import { useUserStore, type CurrentUser } from '@grile/shared/auth'
import { AppProviders, NOT_FOUND_HEADING, NOT_FOUND_TEXT, useAlertStore } from '@grile/shared/ui'
import { aStudent } from './fixtures'

/** Shows the current URL, so tests can read where a link or action led. */
function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}

export interface RenderPageOptions {
  /** The address the page opens at. */
  url?: string
  /** The route pattern of the page, which gives it its parameters. */
  path?: string
  /** Put in the user store (null: signed out); left as it is when absent. */
  user?: CurrentUser | null
  /** Other routes (path → element), e.g. where the page leads. */
  routes?: Record<string, ReactNode>
}

/**
 * Renders `ui` as the shell would: inside the app's providers, a fresh SWR cache and a data router at `url`.
 * Every route also shows the location probe (`data-testid="location"`); addresses no route names render
 * only the probe. Returns the render result and the router.
 */
export function renderPage(
  ui: ReactElement,
  { url = '/', path = '*', user, routes = {} }: RenderPageOptions = {},
) {
  if (user !== undefined) useUserStore.setState({ user, ready: true, signingIn: false })
  const elements: Record<string, ReactNode> = { '*': null, ...routes, [path]: ui }
  const router = createMemoryRouter(
    Object.entries(elements).map(([routePath, element]) => ({
      path: routePath,
      element: (
        <>
          {element}
          <LocationProbe />
        </>
      ),
    })),
    { initialEntries: [url] },
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

/**
 * Puts a student (with `changes`) in the user store, as the sign-in flow would, and returns the user;
 * `null` signs out.
 */
export function signInAs(changes: null): null
export function signInAs(changes?: Partial<CurrentUser>): CurrentUser
export function signInAs(changes: Partial<CurrentUser> | null = {}): CurrentUser | null {
  const user = changes === null ? null : aStudent(changes)
  useUserStore.setState({ user, ready: true, signingIn: false })
  return user
}

/** The titles of the alerts raised so far. */
export const alertTitles = () => useAlertStore.getState().alerts.map((alert) => alert.title)

export function resetAlerts() {
  useAlertStore.setState({ alerts: [] })
}

/**
 * One test a case: the remote's App mounted as the shell mounts it, under `${basePath}/*` and opened at
 * `url`, shows the not-found page (docs/pages.md: unknown paths inside a remote's area show it too).
 */
export function itShowsNotFound(
  App: (props: { basePath: string }) => ReactNode,
  cases: [basePath: string, url: string][],
) {
  it.each(cases)('under %s, %s shows the not-found page', (basePath, url) => {
    renderPage(<App basePath={basePath} />, { url, path: `${basePath}/*` })
    expect(screen.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toBeInTheDocument()
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  })
}
