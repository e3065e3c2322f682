export { ApiError } from './api-error'
export { apiRequest, buildPath, buildQuery, configureApiAuth, API_BASE, API_TIMEOUT_MS } from './client'
export type { RequestOptions } from './client'
export { retryTransient, isTransientFailure, isAbortError, backoffDelayMs, RETRY_BUDGET_MS } from './retry'
export type { RetryInfo, RetryOptions } from './retry'
export { ApiProvider } from './swr'
export {
  apiKey,
  isApiKeyOf,
  preload,
  preloadApi,
  revalidateApiReads,
  SWRConfig,
  useApi,
  useApiMutation,
  useSWR,
  useSWRConfig,
  useSWRMutation,
} from './cache'
export type { ApiKey, ReadOptions, Revalidation, SWRConfiguration, SWRResponse } from './cache'
export { EARLY_FETCHED, START_EARLY_FETCHES, earlyFetchScript, fetchAtStart } from './early-fetch'
export { yieldToBrowser } from './yield-to-browser'
