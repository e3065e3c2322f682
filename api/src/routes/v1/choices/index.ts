import type { FastifyInstance } from 'fastify'
import { choices as choicesContract } from '@grile/shared/contract'
import { registerEndpoint } from '../../../lib/contract-route'
import { viewerOf } from '../../viewer'

export default async function choiceRoutes(app: FastifyInstance) {
  const { reviews } = app.services

  registerEndpoint(app, choicesContract.flagChoiceForReview, async ({ params, request }) =>
    reviews.flagChoice(viewerOf(app, request), params.choiceId),
  )

  registerEndpoint(app, choicesContract.unflagChoiceForReview, async ({ params, request }) =>
    reviews.unflagChoice(viewerOf(app, request), params.choiceId),
  )
}
