/** A recorded call to the stubbed API: method, path (without /api) and query. */
export interface ApiCall {
  method: string
  path: string
  query: URLSearchParams
}

type Reply = { status: number; body?: unknown; contentType?: string }

type Route = (call: ApiCall) => Reply | undefined

function fakeResponse({ status, body, contentType = 'application/json' }: Reply) {
  const text = typeof body === 'string' ? body : JSON.stringify(body ?? null)
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
    const call = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
    }
    calls.push(call)
    return fakeResponse(
      route(call) ?? { status: 404, body: { title: 'Not Found', status: 404 } },
    ) as unknown as Response
  }) as typeof fetch
  return calls
}

export const json = (body: unknown, status = 200): Reply => ({ status, body })
export const html = (body: string): Reply => ({ status: 200, body, contentType: 'text/html; charset=utf-8' })
export const noContent = (): Reply => ({ status: 204 })
