import type { ReactNode } from 'react'
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react'
import { SWRConfig } from 'swr'
import { materials } from '@grile/shared/contract'
import { apiKey, isApiKeyOf, preloadApi, useApi, useApiMutation } from '@grile/shared/api'

const materialId = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c81'
const topics = [{ id: 'b0c1d2e3-f4a5-4b6c-8d7e-9f0a1b2c3d4e', name: 'Conditionals' }]
const material = { id: materialId, title: 'Conditionals', topic: topics[0], studiedAt: null as string | null }
const STUDIED_AT = '2026-11-25T10:00:00.000Z'

/** The network as the browser sees it: answers by path, each request recorded as `METHOD path?query`. */
function stubFetch(answer: (method: string, url: URL) => unknown) {
  const requests: string[] = []
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const method = init?.method ?? 'GET'
    requests.push(`${method} ${url.pathname}${url.search}`)
    const body = answer(method, url)
    return {
      ok: true,
      status: body === undefined ? 204 : 200,
      statusText: 'OK',
      headers: { get: () => 'application/json' },
      json: async () => body,
      text: async () => JSON.stringify(body),
    } as unknown as Response
  }) as typeof fetch
  return requests
}

const freshCache = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
)

afterEach(cleanup)

describe('apiKey: one key for one endpoint and its input', () => {
  it('is the same whichever app builds it, and leaves out input that asks for nothing', () => {
    expect(apiKey(materials.getMaterialTopics, {})).toEqual(['/v1/materials/topics', null, null])
    expect(apiKey(materials.getMaterials, { query: { userId: undefined } })).toEqual(
      apiKey(materials.getMaterials, {}),
    )
    expect(apiKey(materials.getMaterial, { params: { materialId } }, 7)).toEqual([
      '/v1/materials/:materialId',
      { materialId },
      null,
      7,
    ])
  })

  it('isApiKeyOf picks the reads of one endpoint, or of one record of it', () => {
    const ofMaterial = isApiKeyOf(materials.getMaterial, { materialId })
    expect(ofMaterial(apiKey(materials.getMaterial, { params: { materialId } }))).toBe(true)
    expect(ofMaterial(apiKey(materials.getMaterial, { params: { materialId: topics[0]!.id } }))).toBe(false)
    expect(
      isApiKeyOf(materials.getMaterials)(apiKey(materials.getMaterials, { query: { userId: materialId } })),
    ).toBe(true)
    expect(isApiKeyOf(materials.getMaterials)('/v1/materials')).toBe(false)
  })
})

describe("useApi: reads through the page's one cache", () => {
  it('two components reading the same endpoint with the same input make one request', async () => {
    const requests = stubFetch(() => topics)
    function Topics({ label }: { label: string }) {
      const { data } = useApi(materials.getMaterialTopics, {})
      return <p>{data ? `${label}: ${data.map((topic) => topic.name).join()}` : 'Loading'}</p>
    }
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Topics label="Exams filter" />
        <Topics label="Practice filter" />
      </SWRConfig>,
    )
    expect(await screen.findByText('Exams filter: Conditionals')).toBeInTheDocument()
    expect(screen.getByText('Practice filter: Conditionals')).toBeInTheDocument()
    expect(requests).toEqual(['GET /api/v1/materials/topics'])
  })

  it('asks for nothing while its options are null', async () => {
    const requests = stubFetch(() => topics)
    const { result } = renderHook(() => useApi(materials.getMaterialTopics, null), { wrapper: freshCache })
    await act(async () => undefined)
    expect(result.current.data).toBeUndefined()
    expect(requests).toEqual([])
  })

  it('finds the answer of a preload started before it rendered: no second request', async () => {
    const requests = stubFetch(() => material)
    preloadApi(materials.getMaterial, { params: { materialId } })
    const { result } = renderHook(() => useApi(materials.getMaterial, { params: { materialId } }), {
      wrapper: freshCache,
    })
    await waitFor(() => expect(result.current.data?.title).toBe('Conditionals'))
    expect(requests).toEqual([`GET /api/v1/materials/${materialId}`])
  })

  it('renders an answer that arrives in the background: the page keeps its loading state until then', async () => {
    stubFetch(() => topics)
    const renders: string[] = []
    function Topics() {
      const { data, error, isLoading } = useApi(materials.getMaterialTopics, {})
      renders.push(isLoading ? 'loading' : data ? `topics: ${data.length}` : error ? 'error' : 'nothing')
      return <p>{data ? 'Topics' : 'Loading'}</p>
    }
    render(<Topics />, { wrapper: freshCache })
    expect(await screen.findByText('Topics')).toBeInTheDocument()
    // When the answer arrives, the urgent render still shows the loading state (it ends quickly); the answer
    // is rendered by the deferred render after it, which React may split.
    expect(renders).toEqual(['loading', 'loading', 'topics: 1'])
  })

  it('shows an answer already in the cache in the first render', async () => {
    stubFetch(() => topics)
    const cache = new Map()
    const withCache = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => cache }}>{children}</SWRConfig>
    )
    const first = renderHook(() => useApi(materials.getMaterialTopics, {}), { wrapper: withCache })
    await waitFor(() => expect(first.result.current.data).toEqual(topics))
    first.unmount()
    const renders: unknown[] = []
    renderHook(
      () => {
        const { data } = useApi(materials.getMaterialTopics, {})
        renders.push(data)
      },
      { wrapper: withCache },
    )
    expect(renders[0]).toEqual(topics)
  })
})

describe('useApiMutation: a write reloads what it changed, in its own hook', () => {
  it('sends the request its argument makes, then reloads the reads it names before it resolves', async () => {
    let studiedAt: string | null = null
    const requests = stubFetch((method, url) => {
      if (method === 'POST') {
        studiedAt = STUDIED_AT
        return undefined
      }
      return url.pathname.endsWith(materialId) ? { ...material, studiedAt } : [{ ...material, studiedAt }]
    })
    const { result } = renderHook(
      () => ({
        material: useApi(materials.getMaterial, { params: { materialId } }),
        list: useApi(materials.getMaterials, {}),
        study: useApiMutation(materials.studyMaterial, (id: string) => ({ params: { materialId: id } }), {
          revalidates: [isApiKeyOf(materials.getMaterial, { materialId }), materials.getMaterials],
        }),
      }),
      { wrapper: freshCache },
    )
    await waitFor(() => expect(result.current.list.data).toHaveLength(1))

    await act(() => result.current.study.trigger(materialId))

    expect(result.current.material.data?.studiedAt).toBe(STUDIED_AT)
    expect(result.current.list.data?.[0]?.studiedAt).toBe(STUDIED_AT)
    expect(requests.filter((request) => request.startsWith('POST'))).toEqual([
      `POST /api/v1/materials/${materialId}/study`,
    ])
  })
})
