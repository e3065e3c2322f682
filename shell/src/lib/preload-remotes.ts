import { useEffect } from 'react'
import { preloadApi } from '@grile/shared/api'
import { useUserStore, type CurrentUser } from '@grile/shared/auth'
import { users } from '@grile/shared/contract'
import { preloadRemoteCode, preloadRemoteData, preloadRemoteModule } from '@grile/shared/federation'
import { paths } from '../config/paths'
import { pagePath } from './page-markers'
import { remoteMounts, type RemoteMount } from '../config/remote-routes'
import { whenPageSettled } from './when-idle'

/** The remotes a signed-in user opens most from home: loaded once the browser has nothing else to do. */
export const LIKELY_NEXT_REMOTES = ['mfe_exams', 'mfe_interactive']

/** The mount that serves a path: the one with the longest matching base path. */
export function mountForPath(to: string): RemoteMount | undefined {
  const path = to.split(/[?#]/)[0] ?? to
  const matches = remoteMounts.filter(
    (mount) => path === mount.basePath || path.startsWith(`${mount.basePath}/`),
  )
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

/** The remote module a signed-in user's page at `pathname` shows first, and the props it gets. Admin pages are left to their guard. */
function remoteOfPage(pathname: string): { remote: string; module: string; props: object } | undefined {
  if (pathname === paths.home) return { remote: 'mfe_interactive', module: 'ExerciseOfTheDayCard', props: {} }
  const mount = mountForPath(pathname)
  if (mount?.access !== 'user') return undefined
  return { remote: mount.remote, module: 'App', props: { basePath: mount.basePath } }
}

/**
 * The code of the remote of a signed-in user's page at `pathname`, downloaded without running: at the very
 * start of a resumed session, beside the libraries, and while a visitor signs in. It is there when the page
 * renders (it runs only then).
 */
export function preloadPageCode(pathname: string): void {
  const page = remoteOfPage(pathname)
  if (page) preloadRemoteCode(page.remote, page.module)
}

/**
 * At startup, a signed-in user's page: its remote's code and the requests the page makes first start
 * together, as soon as the API knows the user and the libraries have loaded, instead of the requests waiting
 * for the code and the code for the end of the sign-in.
 */
export async function preloadPageAtStart(pathname: string): Promise<void> {
  const user = await whenSignedIn()
  if (user) preloadPage(pathname, user)
}

/** A signed-in user's page at `pathname`: its remote's code and the requests the page makes first. */
function preloadPage(pathname: string, user: CurrentUser): void {
  // The reviews due, under the key the home's own read uses.
  if (pathname === paths.home) preloadApi(users.getDueReviewCount, { params: { userId: user.id } })
  const page = remoteOfPage(pathname)
  if (!page) return
  preloadRemoteModule(`${page.remote}/${page.module}`)
  preloadRemoteData(page.remote, page.module, page.props)
}

/**
 * A visitor signing in: the page they will see once signed in loads while the identity provider's window is
 * open (`preloadShellCode` for the shell's part of it, on `/` the user home), and its first requests start as
 * soon as the API knows them. Otherwise each waits for the one before it, once the window has closed: the
 * user home's code for the profile, the remote's code for the home, the requests for the remote's code (on
 * the bench's phone, 2.1 s from the account picked to the exercise of the day). Returns the unsubscribe.
 */
export function preloadWhileSigningIn(preloadShellCode: (pathname: string) => void): () => void {
  return useUserStore.subscribe((state, previous) => {
    // A sign-in during the start preloads its page from the start (preloadPageAtStart); a signed-in user's
    // page has loaded already.
    if (!previous.ready || previous.user) return
    const pathname = pagePath(window.location.pathname)
    if (state.signingIn && !previous.signingIn) {
      preloadShellCode(pathname)
      preloadPageCode(pathname)
    }
    // Called as the user is set, before React renders the page for them, so that the page's reads find these.
    if (state.user) preloadPage(pathname, state.user)
  })
}

/** A link to `to` was pointed at or focused: start loading its remote, so the click shows it at once. */
export function preloadRemoteFor(to: string): void {
  const remote = remoteForPath(to)
  if (remote) preloadRemoteModule(`${remote}/App`)
}

/** When `active` (a signed-in user on the home): once the page has loaded and the browser is idle, preload the likely next remotes. */
export function useIdlePreload(active: boolean): void {
  useEffect(() => {
    if (!active) return
    return whenPageSettled(() =>
      LIKELY_NEXT_REMOTES.forEach((remote) => preloadRemoteModule(`${remote}/App`)),
    )
  }, [active])
}
