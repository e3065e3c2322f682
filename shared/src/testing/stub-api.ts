import type { z } from 'zod'
import type { Endpoint } from '@grile/shared/contract'

/** What a schema takes in, or `undefined` when the endpoint declares none. */
type InputOf<S> = [NonNullable<S>] extends [z.ZodType] ? z.input<NonNullable<S>> : undefined

/** An answer other than the endpoint's success body: a problem, 204, another status, or raw text. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
    readonly contentType?: string,
  ) {}
}

/** A problem+json answer, as the API refuses a call. */
export const problem = (status: number, detail?: string) =>
  new Reply(
    status,
    { type: 'about:blank', title: `Status ${status}`, status, detail },
    'application/problem+json',
  )
export const noContent = () => new Reply(204)
export const reply = (status: number, body?: unknown) => new Reply(status, body)
export const html = (text: string) => new Reply(200, text, 'text/html; charset=utf-8')

/** A request the stub received: path without /api, its path parameters, query and parsed body. */
export interface ApiCall {
  method: string
  path: string
  url: URL
  params: Record<string, string>
  query: URLSearchParams
  /** The JSON body parsed, or the raw text of any other body. */
  body: unknown
  contentType: string | undefined
  /** The endpoint that answered, undefined when none matched. */
  endpoint?: Endpoint
}

/** What a handler of endpoint E receives. */
export interface StubRequest<E extends Endpoint> extends ApiCall {
  params: Record<keyof InputOf<E['params']> & string, string>
  body: InputOf<E['body']> | string
}

/** The success body of E as its response schema takes it in, or a reply built with problem(), noContent()… */
export type Answer<E extends Endpoint> = z.input<E['response']> | Reply

export type Handler<E extends Endpoint> = (request: StubRequest<E>) => Answer<E> | Promise<Answer<E>>

export interface ApiStub {
  /** Answers `endpoint` with `handler`; a later handler for the same endpoint replaces an earlier one. */
  on: <E extends Endpoint>(endpoint: E, handler: Handler<E>) => ApiStub
  /** Every request received, in order. */
  calls: ApiCall[]
  /** The requests no endpoint matched, as `METHOD /path` (they were answered 404). */
  unmatched: string[]
  /** The requests made to one endpoint. */
  callsTo: (endpoint: Endpoint) => ApiCall[]
}

interface Route {
  endpoint: Endpoint
  pattern: RegExp
  literalSegments: number
  handler: Handler<Endpoint>
}

function routeOf(endpoint: Endpoint, handler: Handler<Endpoint>): Route {
  const segments = endpoint.path.split('/')
  const source = segments
    .map((segment) => {
      if (segment.startsWith(':')) return `(?<${segment.slice(1)}>[^/]+)`
      if (segment === '{currentUserId}') return '(?<currentUserId>[^/]+)'
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('/')
  const literalSegments = segments.filter(
    (segment) => !segment.startsWith(':') && !segment.startsWith('{'),
  ).length
  return { endpoint, pattern: new RegExp(`^${source}$`), literalSegments, handler }
}

function fakeResponse({ status, body, contentType }: Reply) {
  const type = status === 204 ? null : (contentType ?? 'application/json')
  // JSON bodies are serialised (a JSON string too); text and HTML go as they are.
  const text = body === undefined ? '' : type?.includes('json') ? JSON.stringify(body) : String(body)
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? type : null) },
    json: async () => JSON.parse(text) as unknown,
    text: async () => text,
  } as unknown as Response
}

function readBody(init: RequestInit | undefined, contentType: string | undefined): unknown {
  if (typeof init?.body !== 'string') return undefined
  return contentType === undefined || contentType.includes('json')
    ? (JSON.parse(init.body) as unknown)
    : init.body
}

/** A handler's answer as a reply: a body is sent with the endpoint's success status and content type. */
function replyOf(endpoint: Endpoint, answer: unknown): Reply {
  if (answer instanceof Reply) return answer
  if (answer === undefined || endpoint.successStatus === 204) return noContent()
  return new Reply(endpoint.successStatus ?? 200, answer, endpoint.responseContentType ?? 'application/json')
}

/**
 * Replaces global fetch, the network boundary of the shared API client, for one test. Requests are matched
 * to the endpoints the test answers by method and path pattern; any other request is answered 404 and
 * listed in `unmatched`.
 */
export function stubApi(): ApiStub {
  const routes: Route[] = []
  const stub: ApiStub = {
    calls: [],
    unmatched: [],
    on(endpoint, handler) {
      const index = routes.findIndex((route) => route.endpoint === endpoint)
      if (index >= 0) routes.splice(index, 1)
      routes.push(routeOf(endpoint, handler as unknown as Handler<Endpoint>))
      return stub
    },
    callsTo: (endpoint) => stub.calls.filter((call) => call.endpoint === endpoint),
  }
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const method = init?.method ?? 'GET'
    const path = url.pathname.replace(/^\/api/, '')
    const contentType = (init?.headers as Record<string, string> | undefined)?.['Content-Type']
    const call: ApiCall = {
      method,
      path,
      url,
      params: {},
      query: url.searchParams,
      body: readBody(init, contentType),
      contentType,
    }
    stub.calls.push(call)
    // The most literal path wins (`/v1/exams/count` before `/v1/exams/:examId`), then the latest answered.
    let best: { route: Route; match: RegExpExecArray } | undefined
    for (const route of routes) {
      const match = route.endpoint.method === method ? route.pattern.exec(path) : null
      if (match && (!best || route.literalSegments >= best.route.literalSegments)) best = { route, match }
    }
    if (!best) {
      stub.unmatched.push(`${method} ${path}`)
      return fakeResponse(problem(404))
    }
    call.endpoint = best.route.endpoint
    for (const [name, value] of Object.entries(best.match.groups ?? {}))
      call.params[name] = decodeURIComponent(value)
    return fakeResponse(replyOf(best.route.endpoint, await best.route.handler(call as StubRequest<Endpoint>)))
  }) as typeof fetch
  return stub
}
