import fp from 'fastify-plugin'
import { sendUnavailable } from './problem-details'

export const SERVER_STOPPING = 'The server is restarting, please try again.'

/**
 * Once the server is stopping, a call that still reaches it (on a connection opened before the stop) is
 * answered 503 with `Retry-After`, as a problem like every other failure of the API, instead of Fastify's own
 * JSON, and its connection is closed after it. The caller tries again: on another instance behind a balancer,
 * or on this one once it is back. Registered after the security headers, so the answer carries them too.
 */
export default fp(async (app) => {
  let stopping = false
  app.addHook('preClose', async () => {
    stopping = true
  })
  app.addHook('onRequest', async (_request, reply) => {
    if (stopping) return sendUnavailable(reply, SERVER_STOPPING)
  })
})
