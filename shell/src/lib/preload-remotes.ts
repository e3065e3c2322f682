import { useEffect } from 'react'
import { preloadApi } from '@grile/shared/api'
import { useUserStore, type CurrentUser } from '@grile/shared/auth'
import { users } from '@grile/shared/contract'
import { preloadRemoteData, preloadRemoteModule } from '@grile/shared/federation'
import { paths } from '../config/paths'
import { remoteMounts, type RemoteMount } from '../config/remote-routes'

/** The remotes a signed-in user opens most from home: loaded once the browser has nothing else to do. */
export const LIKELY_NEXT_REMOTES = ['mfe_exams', 'mfe_interactive']
/** Idle preloads wait this long after the page loaded, so they never compete with the page itself. */
const IDLE_PRELOAD_DELAY_MS = 1500

/** The mount that serves a path: the one with the longest matching base path. */
export function mountForPath(to: string): RemoteMount | undefined {
  const path = to.split(/[?#]/)[0] ?? to
  const matches = remoteMounts.filter((mount) => path === mount.basePath || path.startsWith(`${mount.basePath}/`))
  return matches.sort((a, b) => b.basePath.length - a.basePath.length)[0]
}

/** The remote that serves a path. */
export function remoteForPath(to: string): string | undefined {
  return mountForPath(to)?.remote
}

/** The signed-in user once the startup sign-in has settled on one; null when it ends signed out. */
export function whenSignedIn(): Promise<CurrentUser | null> {
  return new Promise((resolve) => {
    const settle = ({ user, ready }: { user: CurrentUser | null; ready: boolean }) => {
      if (user || ready) resolve(user)
      return Boolean(user || ready)
    }
    if (settle(useUserStore.getState())) return
    const unsubscribe = useUserStore.subscribe((state) => {
      if (settle(state)) unsubscribe()
    })
  })
}

/**
 * At startup, a signed-in user's page: its remote's code and the requests the page makes first start
 * together, as soon as the API knows the user, instead of the requests waiting for the code and the code
 * for the end of the sign-in. Admin pages are left to their guard.
 */
export async function preloadPageAtStart(pathname: string): Promise<void> {
  const user = await whenSignedIn()
  if (!user) return
  if (pathname === paths.home) {
    preloadRemoteModule('mfe_interactive/ExerciseOfTheDayCard')
    preloadRemoteData('mfe_interactive', 'ExerciseOfTheDayCard', {})
    // The reviews due, under the key the home's own read uses.
    preloadApi(users.getDueReviewCount, { params: { userId: user.id } })
    return
  }
  const mount = mountForPath(pathname)
  if (mount?.access !== 'user') return
  preloadRemoteModule(`${mount.remote}/App`)
  preloadRemoteData(mount.remote, 'App', { basePath: mount.basePath })
}

/** A link to `to` was pointed at or focused: start loading its remote, so the click shows it at once. */
export function preloadRemoteFor(to: string): void {
  const remote = remoteForPath(to)
  if (remote) preloadRemoteModule(`${remote}/App`)
}

function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5000 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(task, 0)
  return () => window.clearTimeout(handle)
}

/** When `active` (a signed-in user on the home): once the page has loaded and the browser is idle, preload the likely next remotes. */
export function useIdlePreload(active: boolean): void {
  useEffect(() => {
    if (!active) return
    let cancelIdle = () => {}
    const start = () => {
      cancelIdle = whenIdle(() => LIKELY_NEXT_REMOTES.forEach((remote) => preloadRemoteModule(`${remote}/App`)))
    }
    const delayed = window.setTimeout(() => {
      if (document.readyState === 'complete') start()
      else window.addEventListener('load', start, { once: true })
    }, IDLE_PRELOAD_DELAY_MS)
    return () => {
      window.clearTimeout(delayed)
      window.removeEventListener('load', start)
      cancelIdle()
    }
  }, [active])
}
