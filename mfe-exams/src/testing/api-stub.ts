/** Test helper: answers the API calls a page makes, by method and path, through a stubbed global fetch. */
export interface StubRequest {
  method: string
  url: URL
  body: unknown
}

export interface StubResponse {
  status?: number
  body?: unknown
}

export interface StubRoute {
  method: string
  /** A path under /api, e.g. `/v1/exams`, or a pattern for paths with ids. */
  path: string | RegExp
  respond: (request: StubRequest) => StubResponse | Promise<StubResponse>
}

function fakeResponse({ status = 200, body }: StubResponse) {
  const isText = typeof body === 'string'
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: {
      get: (name: string) =>
        name.toLowerCase() === 'content-type'
          ? status >= 400
            ? 'application/problem+json'
            : isText
              ? 'text/plain'
              : 'application/json'
          : null,
    },
    json: async () =>
      status >= 400 ? { type: 'about:blank', title: 'Error', status, ...(body as object) } : body,
    text: async () => (isText ? body : JSON.stringify(body)),
  }
}

/** Replaces fetch; unknown calls answer 404 and are listed in `unmatched`. Returns every request seen. */
export function stubApi(routes: StubRoute[]) {
  const requests: StubRequest[] = []
  const unmatched: string[] = []
  const fetchStub = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost')
    const method = init.method ?? 'GET'
    const request: StubRequest = { method, url, body: init.body ? JSON.parse(String(init.body)) : undefined }
    requests.push(request)
    const path = url.pathname.replace(/^\/api/, '')
    const route = routes.find(
      (candidate) =>
        candidate.method === method &&
        (typeof candidate.path === 'string' ? candidate.path === path : candidate.path.test(path)),
    )
    if (!route) {
      unmatched.push(`${method} ${path}`)
      return fakeResponse({ status: 404, body: {} })
    }
    return fakeResponse(await route.respond(request))
  })
  globalThis.fetch = fetchStub as unknown as typeof fetch
  return { requests, unmatched, fetchStub }
}
