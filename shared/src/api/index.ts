export { ApiError } from './api-error'
export { apiRequest, buildPath, buildQuery, configureApiAuth, API_BASE, API_TIMEOUT_MS } from './client'
export type { RequestOptions } from './client'
export { ApiProvider } from './swr'
