import { ApiError } from '../api-error'
import { backoffDelayMs, isAbortError, isTransientFailure, retryTransient, type RetryInfo } from '../retry'

const networkFailure = () => new ApiError(0, 'Failed to fetch')

/** An operation that fails with `failures` in turn, then answers `ok`. */
function failingThen(failures: unknown[]) {
  const operation = jest.fn(async () => {
    const failure = failures[operation.mock.calls.length - 1]
    if (failure !== undefined) throw failure
    return 'ok'
  })
  return operation
}

describe('isTransientFailure', () => {
  it.each([0, 502, 503, 504])('is true for status %i', (status) => {
    expect(isTransientFailure(new ApiError(status, 'x'))).toBe(true)
  })

  it.each([400, 401, 402, 403, 404, 409, 422, 429, 500])('is false for status %i', (status) => {
    expect(isTransientFailure(new ApiError(status, 'x'))).toBe(false)
  })

  it('is false for anything but an ApiError (a bug does not go away by trying again)', () => {
    expect(isTransientFailure(new TypeError('x is undefined'))).toBe(false)
  })
})

describe('backoffDelayMs', () => {
  it('waits 1, 2, 4 and 8 seconds, then every 10 seconds', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(backoffDelayMs)).toEqual([1000, 2000, 4000, 8000, 10000, 10000, 10000])
  })
})

describe('retryTransient', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('tries again after each transient failure with growing waits, until it succeeds', async () => {
    const operation = failingThen([networkFailure(), new ApiError(503, 'x'), new ApiError(502, 'x')])
    const retries: RetryInfo[] = []
    const result = retryTransient(operation, { onRetry: (info) => retries.push(info) })

    await jest.advanceTimersByTimeAsync(0)
    expect(operation).toHaveBeenCalledTimes(1)
    await jest.advanceTimersByTimeAsync(999)
    expect(operation).toHaveBeenCalledTimes(1)
    await jest.advanceTimersByTimeAsync(1)
    expect(operation).toHaveBeenCalledTimes(2)
    await jest.advanceTimersByTimeAsync(2000)
    expect(operation).toHaveBeenCalledTimes(3)
    await jest.advanceTimersByTimeAsync(4000)
    await expect(result).resolves.toBe('ok')
    expect(operation).toHaveBeenCalledTimes(4)
    expect(retries.map(({ retry, delayMs }) => [retry, delayMs])).toEqual([
      [1, 1000],
      [2, 2000],
      [3, 4000],
    ])
  })

  it.each([new ApiError(400, 'Bad request'), new ApiError(500, 'Oops'), new TypeError('bug')])(
    'throws %p at once, without retrying',
    async (failure) => {
      const operation = failingThen([failure])
      const onRetry = jest.fn()
      await expect(retryTransient(operation, { onRetry })).rejects.toBe(failure)
      expect(operation).toHaveBeenCalledTimes(1)
      expect(onRetry).not.toHaveBeenCalled()
    },
  )

  it('gives up with the last failure when the next wait would end after the budget (about 2 minutes)', async () => {
    const failures = Array.from({ length: 50 }, networkFailure)
    const operation = failingThen(failures)
    const result = retryTransient(operation)
    const settled = result.catch((error: unknown) => error)

    // Tries at 0, 1, 3, 7 and 15 s, then every 10 s up to 115 s; the next would start at 125 s.
    await jest.advanceTimersByTimeAsync(114_999)
    expect(operation).toHaveBeenCalledTimes(14)
    await jest.advanceTimersByTimeAsync(1)
    expect(operation).toHaveBeenCalledTimes(15)
    expect(await settled).toBe(failures[14])
    await jest.advanceTimersByTimeAsync(60_000)
    expect(operation).toHaveBeenCalledTimes(15)
  })

  it('stops waiting when aborted, and rejects with an abort error', async () => {
    const operation = failingThen(Array.from({ length: 5 }, networkFailure))
    const controller = new AbortController()
    const settled = retryTransient(operation, { signal: controller.signal }).catch((error: unknown) => error)

    await jest.advanceTimersByTimeAsync(500)
    controller.abort()
    const error = await settled
    expect(isAbortError(error)).toBe(true)
    await jest.advanceTimersByTimeAsync(30_000)
    expect(operation).toHaveBeenCalledTimes(1)
  })

  it('does not retry a try that failed because it was aborted', async () => {
    const controller = new AbortController()
    const operation = jest.fn(async () => {
      controller.abort()
      throw networkFailure()
    })
    const error = await retryTransient(operation, { signal: controller.signal }).catch((e: unknown) => e)
    expect(isAbortError(error)).toBe(true)
    expect(operation).toHaveBeenCalledTimes(1)
  })
})
