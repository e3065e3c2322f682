/**
 * The small files the app reads first (the sign-in settings, the live remotes), requested by an inline
 * script of the page's HTML as soon as it is parsed, while the app's scripts are still downloading: on a
 * phone they used to wait for every script to arrive and run, a round trip each. The app takes each
 * response once; where the page started none (development, a remote running on its own, a second read), it
 * fetches the file itself, with the same options.
 */
const EARLY_FETCHES = '__grileEarlyFetches'

/** The files requested early, with the options the app reads them with. */
export const EARLY_FETCHED = {
  '/config.json': { cache: 'no-cache' },
  '/remotes.json': { cache: 'no-store' },
} as const satisfies Record<string, RequestInit>

type EarlyUrl = keyof typeof EARLY_FETCHED

declare global {
  interface Window {
    [EARLY_FETCHES]?: Partial<Record<string, Promise<Response>>>
  }
}

/** The inline script that starts them (its failures are the app's to report, when it takes the response). */
export function earlyFetchScript(): string {
  const fetches = Object.entries(EARLY_FETCHED)
    .map(([url, init]) => `${JSON.stringify(url)}:start(${JSON.stringify(url)},${JSON.stringify(init)})`)
    .join(',')
  return `(function(){function start(u,o){var p=fetch(u,o);p.catch(function(){});return p}try{window.${EARLY_FETCHES}={${fetches}}}catch(e){}})()`
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
