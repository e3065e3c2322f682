import { useEffect } from 'react'
import {
  createBrowserRouter,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  type RouteObject,
} from '@grile/shared/router'
import { useUserStore } from '@grile/shared/auth'
import { AppProviders, LayoutFrame } from '@grile/shared/ui'
import { remoteMounts } from '../config/remote-routes'
import { RemoteRoute } from './remote-route'
import { NotFoundPage } from '../routes/not-found/not-found-page'
import { preloadUserHomeAt } from '../routes/home/home-page'
import { shellRoutes } from './shell-routes'
import { preloadRemoteFor, preloadWhileSigningIn, useIdlePreload } from '../lib/preload-remotes'
import { useOverlaysPreload } from '../lib/preload-overlays'
import { VoucherBanners } from '../features/vouchers/components/voucher-banners'
import { useKeptPages } from '../lib/page-snapshots'
import { useStartMarksEnded } from '../lib/start-marks'

function Root() {
  useStartMarksEnded()
  // Only the user's id: Root holds every page, so any other change here (the start-up sign-in ending, the
  // profile refreshed) would render the whole page again.
  const userId = useUserStore((state) => state.user?.id)
  // While signed in, the page the app is left on is kept, to be painted at once next time (decision 0037).
  useKeptPages(userId)
  // From the home the user picks what comes next; elsewhere a preload would compete with the page's own loading.
  const onHome = useLocation().pathname === '/'
  useIdlePreload(Boolean(userId) && onHome)
  // A visitor signing in on the landing: the user home they are about to see loads while the window is open.
  useEffect(() => preloadWhileSigningIn(preloadUserHomeAt), [])
  useOverlaysPreload()
  return (
    <LayoutFrame onNavigationIntent={preloadRemoteFor}>
      <VoucherBanners />
      <Routes>
        {shellRoutes}
        {remoteMounts.map((mount) => (
          <Route key={mount.basePath} path={`${mount.basePath}/*`} element={<RemoteRoute mount={mount} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </LayoutFrame>
  )
}

/** The route table, for the browser's router and for the build-time render of the public pages. */
export const appRoutes: RouteObject[] = [{ path: '*', element: <Root /> }]

// A data router, so that a page can hold a navigation (useBlocker: the exam attempt's leave confirmation).
// Created on first render: the build-time render imports this module where there is no window.
let router: ReturnType<typeof createBrowserRouter> | undefined

export function App() {
  router ??= createBrowserRouter(appRoutes)
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
