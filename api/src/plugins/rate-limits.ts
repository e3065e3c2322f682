import fp from 'fastify-plugin'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import type { Endpoint } from '@grile/shared/contract'
import { offers, users } from '@grile/shared/contract'
import type { Config } from '../config'
import { IDENTITY_MOUNT, SIGN_IN_FORM_ROUTE, signInPagePath } from '../identity/identity-endpoints'
import { tooManySignInAttemptsPage } from '../identity/identity-pages'
import { HttpProblem } from '../lib/problems'
import type { Database } from '../db/client'
import { databaseRateLimitStore, purgeExpiredRateLimits } from './rate-limit-store'

export interface RateLimitsOptions {
  config: Config
  /** Where the counters live: every API instance on the same database shares the budgets. */
  db: Database
}

/** The budgets, each with its own counter per caller: a key is `<budget>:<caller>`. */
export type Budget = 'sign-in' | 'purchase' | 'write' | 'identity-form'

/** How often each instance deletes the counters whose window has ended (idempotent: any instance may). */
const PURGE_INTERVAL_MS = 10 * 60 * 1000

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The budgets of the contract's calls (RATE_LIMIT_* in config.ts); the sign-in form has the fourth. */
export type RateLimitBudget = Exclude<Budget, 'identity-form'>

/** Which budget a contract call spends from, if any; the API document lists 429 on exactly these. */
export function rateLimitBudgetOf(endpoint: Endpoint): RateLimitBudget | null {
  if (endpoint === users.signInUp) return 'sign-in'
  // Buying is a GET (it redirects to the checkout) yet creates a purchase: limited like a write.
  if (endpoint === offers.buyOffer) return 'purchase'
  return WRITE_METHODS.has(endpoint.method) ? 'write' : null
}

/** Signed-in callers are counted by user (many students may share a school's address), others by IP. */
const callerKey = (request: FastifyRequest) =>
  request.principal ? `user:${request.principal.userId}` : `ip:${request.ip}`

/** The counter's key of a budget: the budget's name, then the caller. */
const budgetKey = (budget: Budget) => (request: FastifyRequest) => `${budget}:${callerKey(request)}`

/** The identity provider's e-mail form (POST /identity/interaction/:uid/login). */
function isSignInForm(route: RouteOptions): boolean {
  const methods = [route.method].flat()
  return methods.includes('POST') && route.url === `${IDENTITY_MOUNT}${SIGN_IN_FORM_ROUTE}`
}

/**
 * The sign-in form's limit, per IP address: nobody is signed in yet. Past it the browser that posted the
 * form gets a page (429, Retry-After) instead of the JSON problem the API's callers get.
 */
function signInFormLimiter(app: FastifyInstance, max: number, timeWindow: number) {
  const budget: Budget = 'identity-form'
  const count = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request) => `${budget}:ip:${request.ip}`,
  })
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const state = await count(request)
    if (state.isAllowed || !state.isExceeded) return
    const retryAfterSeconds = Math.max(1, state.ttlInSeconds)
    const { uid } = request.params as { uid: string }
    reply
      .status(429)
      .header('Retry-After', String(retryAfterSeconds))
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(tooManySignInAttemptsPage({ retryAfterSeconds, signInUrl: signInPagePath(uid) }))
    // Returning the reply ends the request here: the handler never runs, no account is created or signed in.
    return reply
  }
}

/**
 * Limits on the contract's write calls: sign-in-up, purchases, and every other write, each with its own
 * budget (RATE_LIMIT_* in config.ts); and on the local identity provider's sign-in form. Runs as a
 * preHandler, after authentication has named the caller. The counters are in the database, so two API
 * instances allow the budget once, not twice.
 */
export default fp<RateLimitsOptions>(async (app, { config, db }) => {
  if (!config.RATE_LIMIT_ENABLED) return
  const timeWindow = config.RATE_LIMIT_WINDOW_SECONDS * 1000
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    keyGenerator: callerKey,
    errorResponseBuilder: (_request, context) =>
      new HttpProblem(429, `Too many requests. Please try again in ${context.after}.`),
  })

  // One limiter (one counter per caller) per budget, shared by every route it guards.
  const limiter = (budget: Budget, max: number) =>
    app.rateLimit({ max, timeWindow, keyGenerator: budgetKey(budget) })
  const budgets: Record<RateLimitBudget, ReturnType<typeof limiter>> = {
    'sign-in': limiter('sign-in', config.RATE_LIMIT_SIGN_IN_MAX),
    purchase: limiter('purchase', config.RATE_LIMIT_PURCHASE_MAX),
    write: limiter('write', config.RATE_LIMIT_WRITE_MAX),
  }
  const signInForm = signInFormLimiter(app, config.RATE_LIMIT_IDENTITY_MAX, timeWindow)

  /** The budget a route spends from, if any. */
  function limiterOf(route: RouteOptions) {
    if (isSignInForm(route)) return signInForm
    const endpoint = (route.config as { endpoint?: Endpoint } | undefined)?.endpoint
    const budget = endpoint ? rateLimitBudgetOf(endpoint) : null
    return budget ? budgets[budget] : null
  }

  const purge = setInterval(() => {
    purgeExpiredRateLimits(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'rate-limit cleanup failed'),
    )
  }, PURGE_INTERVAL_MS)
  purge.unref()
  app.addHook('onClose', async () => clearInterval(purge))

  app.addHook('onRoute', (route) => {
    const handler = limiterOf(route)
    if (!handler) return
    // A preHandler: it runs after the onRequest authentication has named the caller.
    const existing = route.preHandler ? [route.preHandler].flat() : []
    route.preHandler = [...existing, handler]
  })
})
