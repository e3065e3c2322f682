/** A recorded call to the stubbed API: method, path (without /api), query and JSON body. */
export interface ApiCall {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
}

export interface Reply {
  status: number
  body?: unknown
}

type Route = (call: ApiCall) => Reply | Promise<Reply> | undefined

function fakeResponse({ status, body }: Reply) {
  const text = JSON.stringify(body ?? null)
  const contentType = status >= 400 ? 'application/problem+json' : 'application/json'
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    json: async () => JSON.parse(text) as unknown,
    text: async () => text,
  }
}

/**
 * Replaces the network boundary (global fetch) for a test: each request goes to `route`, which answers
 * or returns undefined (404). Returns the calls made, in order.
 */
export function stubApi(route: Route): ApiCall[] {
  const calls: ApiCall[] = []
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    }
    calls.push(call)
    const reply = (await route(call)) ?? problem(404)
    return fakeResponse(reply) as unknown as Response
  }) as typeof fetch
  return calls
}

export const json = (body: unknown, status = 200): Reply => ({ status, body })
export const noContent = (): Reply => ({ status: 204 })
export const problem = (status: number, detail?: string): Reply => ({
  status,
  body: { type: 'about:blank', title: `Status ${status}`, status, detail },
})
