import { ApiError } from './api-error'

/**
 * Failures that say nothing about the request itself, so the same request may well succeed later:
 * the network failed or timed out (0), or a proxy or the server was briefly unavailable (502–504).
 * Anything else (4xx, 500) would fail again the same way.
 */
const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([0, 502, 503, 504])

export function isTransientFailure(error: unknown): boolean {
  return error instanceof ApiError && TRANSIENT_STATUSES.has(error.status)
}

/** How long retrying may go on, counted from the first try. */
export const RETRY_BUDGET_MS = 120_000
const FIRST_DELAY_MS = 1_000
const LONGEST_DELAY_MS = 10_000

/** The wait before retry n (1-based): 1 s, 2 s, 4 s, 8 s, then every 10 s. */
export function backoffDelayMs(retry: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** (retry - 1), LONGEST_DELAY_MS)
}

export interface RetryInfo {
  /** The failure that is being retried. */
  error: unknown
  /** Which retry comes next (1 for the first). */
  retry: number
  delayMs: number
}

export interface RetryOptions {
  /** No retry is started after this much time since the first try. */
  budgetMs?: number
  delayMs?: (retry: number) => number
  shouldRetry?: (error: unknown) => boolean
  /** Called before each wait, so the page can say that it is retrying. */
  onRetry?: (info: RetryInfo) => void
  /** Stops retrying (and waiting) at once; the promise then rejects with the signal's reason. */
  signal?: AbortSignal
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const abort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', abort, { once: true })
  })
}

/**
 * Runs `operation` and, while it fails transiently, runs it again with growing waits until it succeeds
 * or the budget is spent; then the last failure is thrown. Only for operations that are safe to repeat
 * (reads, or writes with an idempotency key): a failed try may still have reached the server.
 */
export async function retryTransient<T>(operation: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const {
    budgetMs = RETRY_BUDGET_MS,
    delayMs = backoffDelayMs,
    shouldRetry = isTransientFailure,
    onRetry,
    signal,
  } = options
  const startedAt = Date.now()
  for (let retry = 1; ; retry++) {
    signal?.throwIfAborted()
    try {
      return await operation()
    } catch (error) {
      // An aborted try fails like a network failure: the abort is the reason, not the network.
      signal?.throwIfAborted()
      const delay = delayMs(retry)
      if (!shouldRetry(error) || Date.now() - startedAt + delay > budgetMs) throw error
      onRetry?.({ error, retry, delayMs: delay })
      await wait(delay, signal)
    }
  }
}

/**
 * Whether a promise rejected because its signal was aborted (e.g. the page that started it went away).
 * By name, not `instanceof DOMException`: the error may come from another realm's AbortController.
 */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError'
}
