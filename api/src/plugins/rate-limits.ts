import fp from 'fastify-plugin'
import rateLimit from '@fastify/rate-limit'
import type { FastifyRequest } from 'fastify'
import type { Endpoint } from '@grile/shared/contract'
import { offers, users } from '@grile/shared/contract'
import type { Config } from '../config'
import { HttpProblem } from '../lib/problems'

export interface RateLimitsOptions {
  config: Config
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Signed-in callers are counted by user (many students may share a school's address), others by IP. */
const callerKey = (request: FastifyRequest) => (request.principal ? `user:${request.principal.userId}` : `ip:${request.ip}`)

/**
 * Limits on the contract's write calls: sign-in-up, purchases, and every other write, each with its own
 * budget (RATE_LIMIT_* in config.ts). Runs as a preHandler, after authentication has named the caller.
 */
export default fp<RateLimitsOptions>(async (app, { config }) => {
  if (!config.RATE_LIMIT_ENABLED) return
  const timeWindow = config.RATE_LIMIT_WINDOW_SECONDS * 1000
  await app.register(rateLimit, {
    global: false,
    keyGenerator: callerKey,
    errorResponseBuilder: (_request, context) =>
      new HttpProblem(429, `Too many requests. Please try again in ${context.after}.`),
  })

  // One limiter (one counter per caller) per budget, shared by every route it guards.
  const limiter = (max: number) => app.rateLimit({ max, timeWindow })
  const signIn = limiter(config.RATE_LIMIT_SIGN_IN_MAX)
  const purchase = limiter(config.RATE_LIMIT_PURCHASE_MAX)
  const write = limiter(config.RATE_LIMIT_WRITE_MAX)

  app.addHook('onRoute', (route) => {
    const endpoint = (route.config as { endpoint?: Endpoint } | undefined)?.endpoint
    if (!endpoint) return
    // Buying is a GET (it redirects to the checkout) yet creates a purchase: limited like a write.
    const handler =
      endpoint === users.signInUp ? signIn : endpoint === offers.buyOffer ? purchase : WRITE_METHODS.has(endpoint.method) ? write : null
    if (!handler) return
    // A preHandler: it runs after the onRequest authentication has named the caller.
    const existing = route.preHandler ? [route.preHandler].flat() : []
    route.preHandler = [...existing, handler]
  })
})
