import { Suspense } from 'react'
import { useCurrentUser } from '@grile/shared/auth'
import { Landing } from '../../features/landing/components/landing'
import { Loading } from '@grile/shared/ui'
import { PageLoadBoundary } from '../../components/page-load-boundary'
import { paths } from '../../config/paths'
import { publicPageTitle } from '../../config/public-pages'
import { loadOnce } from '../../lib/load-once'

// Visitors never download the user home.
const { Component: UserHome, load: loadUserHome } = loadOnce(() =>
  import('../../features/user-home/components/user-home').then((module) => module.UserHome),
)

/**
 * Downloads the user home's code when `pathname` is the home, before a render reaches it: for a session resumed
 * there (beside the start's libraries) and for a visitor signing in on the landing (while the window is open).
 */
export function preloadUserHomeAt(pathname: string): void {
  if (pathname === paths.home) void loadUserHome()
}

/** `/`: the user home when signed in, the product landing page otherwise (docs/pages.md#home). */
export function HomePage() {
  const { user } = useCurrentUser()
  if (!user) {
    return (
      <>
        <title>{publicPageTitle(paths.home)}</title>
        <Landing />
      </>
    )
  }
  return (
    <>
      <title>Home · Grile</title>
      <PageLoadBoundary>
        <Suspense fallback={<Loading py={16} label="Loading the page" />}>
          <UserHome user={user} />
        </Suspense>
      </PageLoadBoundary>
    </>
  )
}
