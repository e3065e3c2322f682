import type { FastifyInstance } from 'fastify'

/** How often a closing server looks for connections that have just become idle. */
const IDLE_SWEEP_MS = 100

/**
 * Closes the server the way a deploy needs: no new connection is taken, every call in flight is answered,
 * and the process is free to end as soon as the last one is.
 *
 * Fastify closes the idle kept-alive connections once, when closing starts. A connection that was carrying
 * a call at that moment becomes idle when its answer is sent, and would then hold the close for the whole
 * keep-alive timeout (72 s by Fastify's default): a browser or a balancer that had just asked for something
 * delayed every stop by a minute and more. So the idle ones are closed again every 100 ms while closing.
 * After `graceMs`, whatever is still open (a call that does not end, a client that sends its body slowly)
 * is cut, and the close completes.
 */
export async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS)
  const deadline = setTimeout(() => {
    app.log.warn(`Calls still in flight ${graceMs} ms after the stop began: their connections are cut.`)
    app.server.closeAllConnections()
  }, graceMs)
  try {
    await app.close()
  } finally {
    clearInterval(sweep)
    clearTimeout(deadline)
  }
}
