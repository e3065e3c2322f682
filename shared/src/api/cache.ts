import { useDeferredValue, useMemo } from 'react'
import useSWR, {
  mutate,
  preload,
  SWRConfig,
  useSWRConfig,
  type SWRConfiguration,
  type SWRResponse,
} from 'swr'
import useSWRMutation, { type SWRMutationConfiguration, type SWRMutationResponse } from 'swr/mutation'
import type { z } from 'zod'
import type { Endpoint } from '@grile/shared/contract'
import type { ApiError } from './api-error'
import { apiRequest, type RequestOptions } from './client'

/**
 * The apps' one way to cache API answers (docs/remote-template.md#data). SWR's hooks come from here, never
 * from `swr` itself: @grile/shared is a federated singleton, so every remote reads and writes the page's
 * one cache.
 */
export { preload, SWRConfig, useSWR, useSWRConfig, useSWRMutation }
export type { SWRConfiguration, SWRResponse }

/** What a read sends: the endpoint's path parameters and query, typed by its contract. */
export type ReadOptions<E extends Endpoint> = Omit<RequestOptions<E>, 'body' | 'signal'>

/**
 * The cache key of a read: the endpoint's path, its path parameters and its query (null when absent),
 * then tags that tell apart reads whose answers must not be shared (a new random draw, a fresh shuffle).
 * Two pages asking the same endpoint with the same input share one entry and one request.
 */
export type ApiKey = readonly [
  path: string,
  params: object | null,
  query: object | null,
  ...tags: (string | number)[],
]

/** The answer an endpoint's contract promises. */
type ResponseOf<E extends Endpoint> = z.output<E['response']>

/** Drops undefined and empty-string values: `{ userId: undefined }` and `{}` ask for the same thing. */
function defined(values: object | undefined): object | null {
  if (!values) return null
  const entries = Object.entries(values).filter(([, value]) => value !== undefined && value !== '')
  return entries.length ? Object.fromEntries(entries) : null
}

/** The key of a read of `endpoint` with `options`; see ApiKey. */
export function apiKey<E extends Endpoint>(
  endpoint: E,
  options: ReadOptions<E> = {} as ReadOptions<E>,
  ...tags: (string | number)[]
): ApiKey {
  const { params, query } = options as { params?: object; query?: object }
  return [endpoint.path, defined(params), defined(query), ...tags]
}

/**
 * Matches the cached reads of `endpoint` (all of them, or those whose path parameters include `params`):
 * what a write passes to `mutate` to reload the lists and records it changed.
 */
export function isApiKeyOf(endpoint: Endpoint, params?: Record<string, string>) {
  return (key: unknown): boolean => {
    if (!Array.isArray(key) || key[0] !== endpoint.path) return false
    if (!params) return true
    const cached = (key[1] ?? {}) as Record<string, unknown>
    return Object.entries(params).every(([name, value]) => cached[name] === value)
  }
}

/**
 * Every read of the page's cache, loaded again (a write's keys start with its method, a read's with its path).
 * After a sign-in that follows a blocked window: the reads made meanwhile went without the user's token, and
 * their 401s stay on the page otherwise, since a 4xx is not retried (decision 0046).
 */
export function revalidateApiReads(): Promise<unknown> {
  return mutate((key: unknown) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/'))
}

/** The read itself: the options are the key's, so the key and the request cannot drift apart. */
function read<E extends Endpoint>(endpoint: E, options: ReadOptions<E>): Promise<ResponseOf<E>> {
  const send = apiRequest as (endpoint: E, options: object) => Promise<ResponseOf<E>>
  return send(endpoint, options)
}

/**
 * A read of one endpoint through the page's cache; `options: null` asks for nothing yet (not signed in,
 * nothing chosen). `tags` are added to the key (see ApiKey).
 */
export function useApi<E extends Endpoint>(
  endpoint: E,
  options: ReadOptions<E> | null,
  config?: SWRConfiguration<ResponseOf<E>, ApiError> & { tags?: (string | number)[] },
): SWRResponse<ResponseOf<E>, ApiError> {
  const { tags = [], ...swrConfig } = config ?? {}
  const key = options ? apiKey(endpoint, options, ...tags) : null
  return useRenderedInBackground(useSWR(key, () => read(endpoint, options as ReadOptions<E>), swrConfig))
}

/**
 * An answer is shown by a background render. SWR hands a new answer to React as an urgent update, which
 * renders the whole list, lesson or exam that arrived in one block, however long (on a phone, 150–200 ms of
 * a table of exams, during which a tap waits). Deferred, React renders it in slices, yielding to the browser
 * between them, and the page shows the previous state (its skeleton) until the new one is ready. The first
 * render is not deferred: an answer already in the cache shows at once.
 */
function useRenderedInBackground<Data, Error>(response: SWRResponse<Data, Error>): SWRResponse<Data, Error> {
  const { data, error, isLoading } = response
  const answer = useMemo(() => ({ data, error, isLoading }), [data, error, isLoading])
  const shown = useDeferredValue(answer)
  return {
    data: shown.data,
    error: shown.error,
    isLoading: shown.isLoading,
    // Read only when asked: SWR renders again for a change of what the page has read.
    get isValidating() {
      return response.isValidating
    },
    mutate: response.mutate,
  }
}

/**
 * Starts a read before the page that needs it has rendered (its remote may still be downloading), under
 * the key its `useApi` will use: the page then finds the answer in flight or already there. Only for a
 * signed-in user whom the API knows: an early failure would be the page's first answer.
 */
export function preloadApi<E extends Endpoint>(
  endpoint: E,
  options: ReadOptions<E>,
  ...tags: (string | number)[]
) {
  const key = apiKey(endpoint, options, ...tags)
  preload(key, () => read(endpoint, options))
}

/** What a write reloads once it has succeeded: every cached read of an endpoint, or the reads a matcher picks. */
export type Revalidation = Endpoint | ((key: unknown) => boolean)

/**
 * A write to one endpoint: `toOptions` turns the caller's argument into the request, and once the API has
 * answered, every read listed in `revalidates` is reloaded before the hook resolves. The hook's key carries
 * the method, so SWR never reloads a read under the write's key.
 */
export function useApiMutation<E extends Endpoint, Arg = void>(
  endpoint: E,
  toOptions: (arg: Arg) => RequestOptions<E>,
  {
    revalidates = [],
    ...config
  }: {
    revalidates?: Revalidation[] | ((arg: Arg, result: ResponseOf<E>) => Revalidation[])
  } & SWRMutationConfiguration<ResponseOf<E>, ApiError, readonly string[], Arg> = {},
): SWRMutationResponse<ResponseOf<E>, ApiError, readonly string[], Arg> {
  const { mutate } = useSWRConfig()
  return useSWRMutation(
    [endpoint.method, endpoint.path] as readonly string[],
    async (_key: readonly string[], { arg }: { arg: Arg }) => {
      const send = apiRequest as (endpoint: E, options: object) => Promise<ResponseOf<E>>
      const result = await send(endpoint, toOptions(arg))
      const targets = typeof revalidates === 'function' ? revalidates(arg, result) : revalidates
      await Promise.all(
        targets.map((target) => mutate(typeof target === 'function' ? target : isApiKeyOf(target))),
      )
      return result
    },
    config,
  )
}
