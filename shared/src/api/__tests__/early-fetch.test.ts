import { EARLY_FETCHED, START_EARLY_FETCHES, earlyFetchScript, fetchAtStart } from '../early-fetch'

describe('the files the app reads first, requested by the page early', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>()

  beforeEach(() => {
    // A fresh page: nothing requested early yet.
    delete (window as unknown as Record<string, unknown>).__grileEarlyFetches
    delete window[START_EARLY_FETCHES]
    fetchMock.mockReset()
    fetchMock.mockImplementation((url) => Promise.resolve(new Response(JSON.stringify({ url }))))
    globalThis.fetch = fetchMock as unknown as typeof fetch
  })

  it('are requested by the page’s inline script, each with the options the app reads it with', () => {
    new Function(earlyFetchScript({ now: true }))()
    expect(fetchMock.mock.calls).toEqual(Object.entries(EARLY_FETCHED))
  })

  it('hands each early response over once, then fetches again with the same options', async () => {
    new Function(earlyFetchScript({ now: true }))()
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await expect((await fetchAtStart('/config.json')).json()).resolves.toEqual({ url: '/config.json' })
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await fetchAtStart('/config.json')
    expect(fetchMock).toHaveBeenLastCalledWith('/config.json', { cache: 'no-cache' })
    await fetchAtStart('/remotes.json')
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })

  it('waits for the page to start them when the page starts its scripts later', () => {
    new Function(earlyFetchScript({ now: false }))()
    expect(fetchMock).not.toHaveBeenCalled()
    window[START_EARLY_FETCHES]?.()
    window[START_EARLY_FETCHES]?.()
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('fetches a file the page did not request itself', async () => {
    await fetchAtStart('/other.json')
    expect(fetchMock).toHaveBeenCalledWith('/other.json', undefined)
  })

  it('keeps a failed early request for the app to report, without an unhandled rejection', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('offline')))
    new Function(earlyFetchScript({ now: true }))()
    await expect(fetchAtStart('/remotes.json')).rejects.toThrow('offline')
  })
})
