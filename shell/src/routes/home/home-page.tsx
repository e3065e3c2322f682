import { lazy, Suspense } from 'react'
import { useCurrentUser } from '@grile/shared/auth'
import { Landing } from '../../features/landing/components/landing'
import { Loading } from '@grile/shared/ui'
import { PageLoadBoundary } from '../../components/page-load-boundary'
import { paths } from '../../config/paths'
import { publicPageTitle } from '../../config/public-pages'

// Visitors never download the user home.
const UserHome = lazy(() =>
  import('../../features/user-home/components/user-home').then((module) => ({ default: module.UserHome })),
)

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
