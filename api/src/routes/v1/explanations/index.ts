import type { FastifyInstance } from 'fastify'
import { explanations as explanationsContract } from '@grile/shared/contract'
import { registerEndpoint } from '../../../lib/contract-route'
import { viewerOf } from '../../viewer'

export default async function explanationRoutes(app: FastifyInstance) {
  const { explanations } = app.services

  registerEndpoint(app, explanationsContract.getChoiceExplanation, async ({ params, request }) =>
    explanations.explainChoice(viewerOf(app, request), params.choiceId),
  )

  registerEndpoint(app, explanationsContract.getInteractiveAttemptExplanation, async ({ params, request }) =>
    explanations.explainInteractiveAttempt(viewerOf(app, request), params.interactiveAttemptId),
  )
}
