import type { FastifyInstance } from 'fastify'
import { attempts as attemptsContract } from '@grile/shared/contract'
import { registerEndpoint } from '../../../lib/contract-route'
import { viewerOf } from '../../viewer'

export default async function attemptRoutes(app: FastifyInstance) {
  const { attempts, reviews } = app.services

  registerEndpoint(app, attemptsContract.createAttempt, async ({ body, request }) =>
    attempts.submit(viewerOf(app, request), body),
  )

  registerEndpoint(app, attemptsContract.getAttempts, async ({ query, request }) =>
    reviews.list(viewerOf(app, request), query),
  )

  registerEndpoint(app, attemptsContract.getAttempt, async ({ params, query, request }) =>
    reviews.get(viewerOf(app, request), params.attemptId, query.stable ?? false),
  )

  registerEndpoint(app, attemptsContract.flagAttemptForReview, async ({ params, request }) =>
    reviews.flag(viewerOf(app, request), params.attemptId),
  )

  registerEndpoint(app, attemptsContract.completeAttemptReview, async ({ params, request }) =>
    reviews.completeReview(viewerOf(app, request), params.attemptId),
  )

  registerEndpoint(app, attemptsContract.unflagAttemptForReview, async ({ params, request }) =>
    reviews.unflag(viewerOf(app, request), params.attemptId),
  )
}
