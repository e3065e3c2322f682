/** Runs `task` once the browser is idle (within 5 s), or in a task of its own where idle callbacks are missing. Returns the cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5000 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(task, 0)
  return () => window.clearTimeout(handle)
}

/** Idle preloads wait this long after the page loaded, so they never compete with the page itself. */
const SETTLED_DELAY_MS = 1500

/**
 * Runs `task` once the page has settled: `SETTLED_DELAY_MS` after now, then after the load event, then when the
 * browser is idle. For what the page may need next but not now (a remote, the overlays' code). Returns the cancel.
 */
export function whenPageSettled(task: () => void): () => void {
  let cancelIdle = () => {}
  const start = () => {
    cancelIdle = whenIdle(task)
  }
  const delayed = window.setTimeout(() => {
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
  }, SETTLED_DELAY_MS)
  return () => {
    window.clearTimeout(delayed)
    window.removeEventListener('load', start)
    cancelIdle()
  }
}
