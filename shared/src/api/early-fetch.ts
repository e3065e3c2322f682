/**
 * The small files the app reads first (the sign-in settings, the live remotes), requested by the page's
 * HTML when it requests the app's scripts, so that they download together: on a phone they used to wait for
 * every script to arrive and run, a round trip each. The app takes each response once; where the page
 * started none (development, a remote running on its own, a second read), it fetches the file itself, with
 * the same options.
 */
const EARLY_FETCHES = '__grileEarlyFetches'

/** What the page calls, once, when it requests the app's scripts. */
export const START_EARLY_FETCHES = '__grileStartEarlyFetches'

/** The files requested early, with the options the app reads them with. */
export const EARLY_FETCHED = {
  '/config.json': { cache: 'no-cache' },
  '/remotes.json': { cache: 'no-store' },
} as const satisfies Record<string, RequestInit>

type EarlyUrl = keyof typeof EARLY_FETCHED

declare global {
  interface Window {
    [EARLY_FETCHES]?: Partial<Record<string, Promise<Response>>>
    [START_EARLY_FETCHES]?: () => void
  }
}

/**
 * The inline script that defines `window.__grileStartEarlyFetches` (its failures are the app's to report,
 * when it takes the response). `now`: call it at once, for a page whose scripts start with its parsing.
 */
export function earlyFetchScript({ now }: { now: boolean }): string {
  const fetches = Object.entries(EARLY_FETCHED)
    .map(([url, init]) => `${JSON.stringify(url)}:start(${JSON.stringify(url)},${JSON.stringify(init)})`)
    .join(',')
  const define = `window.${START_EARLY_FETCHES}=function(){if(window.${EARLY_FETCHES})return;function start(u,o){var p=fetch(u,o);p.catch(function(){});return p}try{window.${EARLY_FETCHES}={${fetches}}}catch(e){}}`
  return now ? `${define};window.${START_EARLY_FETCHES}()` : define
}

/** The response to `url`: the one the page requested early if it is still untaken, else a fetch of it now. */
export function fetchAtStart(url: EarlyUrl | (string & {})): Promise<Response> {
  const early = typeof window === 'undefined' ? undefined : window[EARLY_FETCHES]?.[url]
  if (early) {
    delete window[EARLY_FETCHES]?.[url]
    return early
  }
  return fetch(url, url in EARLY_FETCHED ? EARLY_FETCHED[url as EarlyUrl] : undefined)
}
