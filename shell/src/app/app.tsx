import { createBrowserRouter, Route, RouterProvider, Routes, useLocation } from 'react-router-dom'
import { useCurrentUser } from '@grile/shared/auth'
import { AppProviders, LayoutFrame } from '@grile/shared/ui'
import { remoteMounts } from '../config/remote-routes'
import { RemoteRoute } from './remote-route'
import { NotFoundPage } from '../routes/not-found/not-found-page'
import { shellRoutes } from './shell-routes'
import { preloadRemoteFor, useIdlePreload } from '../lib/preload-remotes'
import { VoucherBanners } from '../features/vouchers/components/voucher-banners'

function Root() {
  // From the home the user picks what comes next; elsewhere a preload would compete with the page's own loading.
  const onHome = useLocation().pathname === '/'
  useIdlePreload(useCurrentUser().isSignedIn && onHome)
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

// A data router, so that a page can hold a navigation (useBlocker: the exam attempt's leave confirmation).
const router = createBrowserRouter([{ path: '*', element: <Root /> }])

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
