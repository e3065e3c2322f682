import type { ReactNode } from 'react'
import { Navigate } from '@grile/shared/router'
import { Loading } from '@grile/shared/ui'
import { useAuthReady, useCurrentUser } from '@grile/shared/auth'

export type RouteAccess = 'public' | 'user' | 'admin'

/**
 * A signed-out visitor opening a user route, or a non-admin opening an admin route, is sent
 * to / (docs/product-rules.md#route-guards). It waits for the startup sign-in, and renders nothing of the
 * route (no remote is fetched) until access is granted.
 */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const ready = useAuthReady()
  const { isSignedIn, isAdmin } = useCurrentUser()
  if (access === 'public') return children
  if (!ready) return <Loading />
  if (!isSignedIn || (access === 'admin' && !isAdmin)) return <Navigate to="/" replace />
  return children
}
