import type { FastifyInstance } from 'fastify'
import { admin as adminContract } from '@grile/shared/contract'
import { registerEndpoint } from '../../../lib/contract-route'
import { viewerOf } from '../../../lib/viewer'

/** Administrators finding and editing exercises of the bank. */
export default async function exerciseAdminRoutes(app: FastifyInstance) {
  const exercises = app.services.exerciseAdmin

  registerEndpoint(app, adminContract.searchExercises, async ({ query }) =>
    exercises.searchExercises(query.questionFragment, query.pageNumber),
  )

  registerEndpoint(app, adminContract.getExercise, async ({ params, query, request }) =>
    exercises.getExercise(viewerOf(app, request), params.exerciseId, query.stable),
  )

  registerEndpoint(app, adminContract.updateExercise, async ({ params, body }) =>
    exercises.updateExercise(params.exerciseId, body),
  )
}
