import type { FastifyInstance } from 'fastify'
import { users as usersContract } from '@grile/shared/contract'
import { registerEndpoint } from '../../../lib/contract-route'
import { viewerOf } from '../../viewer'

export default async function profileRoutes(app: FastifyInstance) {
  const { profiles, reviewSchedule, mastery } = app.services

  registerEndpoint(app, usersContract.getRatingRank, async ({ params, request }) =>
    profiles.ratingRank(viewerOf(app, request), params.userId),
  )

  registerEndpoint(app, usersContract.getDueReviewCount, async ({ params, request }) =>
    reviewSchedule.dueCount(viewerOf(app, request), params.userId),
  )

  registerEndpoint(app, usersContract.getMastery, async ({ params, request }) =>
    mastery.userMastery(viewerOf(app, request), params.userId),
  )

  registerEndpoint(app, usersContract.updateName, async ({ params, body, request }) =>
    profiles.updateName(viewerOf(app, request), params.userId, body.name),
  )
}
