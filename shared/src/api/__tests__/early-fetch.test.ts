import { EARLY_FETCHED, earlyFetchScript, fetchAtStart } from '../early-fetch'

describe('the files the app reads first, requested by the page early', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>()

  beforeEach(() => {
    fetchMock.mockReset()
    fetchMock.mockImplementation((url) => Promise.resolve(new Response(JSON.stringify({ url }))))
    globalThis.fetch = fetchMock as unknown as typeof fetch
  })

  it('are requested by the page’s inline script, each with the options the app reads it with', () => {
    new Function(earlyFetchScript())()
    expect(fetchMock.mock.calls).toEqual(Object.entries(EARLY_FETCHED))
  })

  it('hands each early response over once, then fetches again with the same options', async () => {
    new Function(earlyFetchScript())()
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await expect((await fetchAtStart('/config.json')).json()).resolves.toEqual({ url: '/config.json' })
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await fetchAtStart('/config.json')
    expect(fetchMock).toHaveBeenLastCalledWith('/config.json', { cache: 'no-cache' })
    await fetchAtStart('/remotes.json')
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })

  it('fetches a file the page did not request itself', async () => {
    await fetchAtStart('/other.json')
    expect(fetchMock).toHaveBeenCalledWith('/other.json', undefined)
  })

  it('keeps a failed early request for the app to report, without an unhandled rejection', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('offline')))
    new Function(earlyFetchScript())()
    await expect(fetchAtStart('/remotes.json')).rejects.toThrow('offline')
  })
})
