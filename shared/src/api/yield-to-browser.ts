/**
 * Hands the main thread back to the browser (to paint, to take a tap) before the next step of a long piece
 * of start-up work: `scheduler.yield` where the browser has it, else a zero timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
