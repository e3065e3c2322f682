import { useEffect } from 'react'
import { preloadRemoteModule } from '@grile/shared/federation'
import { remoteMounts } from '../config/remote-routes'

/** The remotes a signed-in user opens most from home: loaded once the browser has nothing else to do. */
export const LIKELY_NEXT_REMOTES = ['mfe_exams', 'mfe_interactive']
/** Idle preloads wait this long after the page loaded, so they never compete with the page itself. */
const IDLE_PRELOAD_DELAY_MS = 1500

/** The remote that serves a path: the mount with the longest matching base path. */
export function remoteForPath(to: string): string | undefined {
  const path = to.split(/[?#]/)[0] ?? to
  const matches = remoteMounts.filter((mount) => path === mount.basePath || path.startsWith(`${mount.basePath}/`))
  return matches.sort((a, b) => b.basePath.length - a.basePath.length)[0]?.remote
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
