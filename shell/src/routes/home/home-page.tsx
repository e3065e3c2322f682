import { lazy, Suspense } from 'react'
import { useCurrentUser } from '@grile/shared/auth'
import { Landing } from '../../features/landing/components/landing'
import { Loading } from '@grile/shared/ui'
import { PageLoadBoundary } from '../../components/page-load-boundary'
import { paths } from '../../config/paths'
import { publicPageTitle } from '../../config/public-pages'
import type { UserHome as UserHomeComponent } from '../../features/user-home/components/user-home'

// Visitors never download the user home. Once downloaded, it renders without suspending.
let loadedUserHome: typeof UserHomeComponent | undefined
/** Downloads the user home: the start calls it for a resumed session on `/`, beside the libraries. */
export function preloadUserHome(): Promise<typeof UserHomeComponent> {
  return import('../../features/user-home/components/user-home').then((module) => (loadedUserHome = module.UserHome))
}
const LazyUserHome = lazy(() => preloadUserHome().then((UserHome) => ({ default: UserHome })))

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
  const UserHome = loadedUserHome ?? LazyUserHome
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
