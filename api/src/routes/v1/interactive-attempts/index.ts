import type { FastifyInstance } from 'fastify'
import { interactiveAttempts as interactiveContract } from '@grile/shared/contract'
import { registerEndpoint } from '../../../lib/contract-route'
import { viewerOf } from '../../viewer'

export default async function interactiveAttemptRoutes(app: FastifyInstance) {
  const { interactive } = app.services

  registerEndpoint(app, interactiveContract.getInteractiveAttempts, async ({ request }) =>
    interactive.history(viewerOf(app, request)),
  )

  registerEndpoint(app, interactiveContract.createInteractiveAttempt, async ({ body, request }) =>
    interactive.submit(viewerOf(app, request), body),
  )
}
