import type { z } from 'zod'
import { problemSchema, type Endpoint } from '@grile/shared/contract'
import { ApiError } from './api-error'

export const API_BASE = '/api'
export const API_TIMEOUT_MS = 30_000

interface ApiAuth {
  /** An access token, or undefined when signed out. */
  getAccessToken: () => Promise<string | undefined>
  getCurrentUserId: () => string | undefined
}

let auth: ApiAuth = {
  getAccessToken: async () => undefined,
  getCurrentUserId: () => undefined,
}

/** The auth client plugs itself in here, so the API client never imports it. */
export function configureApiAuth(next: ApiAuth): void {
  auth = next
}

/** What a schema takes in, or `undefined` when the endpoint declares none. */
type InputOf<S> = [NonNullable<S>] extends [z.ZodType] ? z.input<NonNullable<S>> : undefined

/** One part of a request: absent when the contract has none, optional when all of it is, required otherwise. */
type Part<Name extends string, Value> = [Value] extends [undefined]
  ? { [K in Name]?: never }
  : Record<string, never> extends Value
    ? { [K in Name]?: Value }
    : { [K in Name]: Value }

/**
 * The request of one endpoint, typed by its contract: path parameters, query and body exactly as the
 * endpoint's schemas take them. A field renamed in the contract is a type error in every caller.
 */
export type RequestOptions<E extends Endpoint = Endpoint> = Part<'params', InputOf<E['params']>> &
  Part<'query', InputOf<E['query']>> &
  Part<'body', InputOf<E['body']>> & { signal?: AbortSignal }

/** The options argument: optional when nothing in it is required. */
type OptionsArgument<E extends Endpoint> =
  Record<string, never> extends RequestOptions<E>
    ? [options?: RequestOptions<E>]
    : [options: RequestOptions<E>]

/** Fills `:name` path parameters; `{currentUserId}` stands for the signed-in user. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`)
    return encodeURIComponent(String(value))
  })
  return filled.replace('{currentUserId}', () => encodeURIComponent(auth.getCurrentUserId() ?? ''))
}

/** Array values repeat the key without indexes: `a=1&a=2`. */
export function buildQuery(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

async function authorizationHeader(): Promise<Record<string, string>> {
  try {
    const token = await auth.getAccessToken()
    return token ? { Authorization: `Bearer ${token}` } : {}
  } catch (error) {
    // The failure is logged and the request goes without the header (docs/product-rules.md#sign-in).
    console.warn('Could not obtain an access token; sending the request without it.', error)
    return {}
  }
}

async function readProblem(response: Response) {
  try {
    const parsed = problemSchema.safeParse(await response.json())
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** Calls one endpoint of the contract and parses its answer with the contract's schema. */
export async function apiRequest<E extends Endpoint>(
  endpoint: E,
  ...[typedOptions]: OptionsArgument<E>
): Promise<z.output<E['response']>> {
  // Past the types, the request is built the same way for every endpoint.
  const options = (typedOptions ?? {}) as {
    params?: Record<string, string | number>
    query?: Record<string, unknown>
    body?: unknown
    signal?: AbortSignal
  }
  const url = API_BASE + buildPath(endpoint.path, options.params) + buildQuery(options.query)
  const headers: Record<string, string> = { Accept: 'application/json', ...(await authorizationHeader()) }
  let body: string | undefined
  if (options.body !== undefined) {
    headers['Content-Type'] = endpoint.bodyContentType ?? 'application/json'
    body = endpoint.bodyContentType ? String(options.body) : JSON.stringify(options.body)
  }
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout

  let response: Response
  try {
    response = await fetch(url, { method: endpoint.method, headers, body, signal })
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error')
  }
  if (!response.ok) {
    const problem = await readProblem(response)
    throw new ApiError(response.status, problem?.title ?? response.statusText, problem)
  }
  type Output = z.output<E['response']>
  if (response.status === 204) return endpoint.response.parse(undefined) as Output
  const contentType = response.headers.get('content-type') ?? ''
  const payload: unknown = contentType.includes('json') ? await response.json() : await response.text()
  return endpoint.response.parse(payload) as Output
}
