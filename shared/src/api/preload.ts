import { preload } from 'swr'

/**
 * Starts a page's request before the page is there (its remote may still be downloading), under the very
 * key the page's `useSWR` uses: the page then finds the answer in flight or already arrived instead of
 * asking again. Pass the endpoint's own key builder and fetcher, so that both sides cannot drift apart.
 * Only for a signed-in user whom the API knows: an early failure would be the page's first answer.
 */
export function preloadRequest<Key extends readonly unknown[] | string>(
  key: Key,
  fetcher: (key: Key) => Promise<unknown>,
): void {
  preload(key, () => fetcher(key))
}
