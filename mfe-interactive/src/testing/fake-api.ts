/** What a fake route answers: a status and a JSON body (or text), possibly after a pending promise. */
export interface FakeResponse {
  status?: number
  body?: unknown
  text?: string
}

type Handler = (request: { url: URL; method: string; body: unknown }) => FakeResponse | Promise<FakeResponse>

export interface FakeApi {
  /** `METHOD /api/path` → handler; the path may end with `*` to match a prefix. */
  on: (route: string, handler: Handler) => FakeApi
  /** The requests made so far, as `METHOD /path?query`. */
  calls: { method: string; url: URL; body: unknown }[]
}

function respond({ status = 200, body, text }: FakeResponse) {
  const payload = text ?? (body === undefined ? '' : JSON.stringify(body))
  const contentType =
    text !== undefined ? 'text/plain' : status >= 400 ? 'application/problem+json' : 'application/json'
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    json: async () => JSON.parse(payload) as unknown,
    text: async () => payload,
  }
}

/** Replaces global fetch, the network boundary of the shared API client, with routes of the test's own. */
export function fakeApi(): FakeApi {
  const routes: [string, string, Handler][] = []
  const api: FakeApi = {
    calls: [],
    on(route, handler) {
      const [method = 'GET', path = ''] = route.split(' ')
      routes.unshift([method, path, handler])
      return api
    },
  }
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const method = init?.method ?? 'GET'
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    api.calls.push({ method, url, body })
    const route = routes.find(
      ([m, path]) =>
        m === method &&
        (path.endsWith('*') ? url.pathname.startsWith(path.slice(0, -1)) : url.pathname === path),
    )
    if (!route)
      return respond({
        status: 404,
        body: { type: 'about:blank', title: 'Not Found', status: 404 },
      }) as unknown as Response
    return respond(await route[2]({ url, method, body })) as unknown as Response
  }) as typeof fetch
  return api
}
