import type { FastifyInstance } from 'fastify'
import { admin as adminContract } from '@grile/shared/contract'
import { registerEndpoint } from '../../../lib/contract-route'
import { viewerOf } from '../../viewer'

/** Administrators finding and editing exercises of the bank, and reading their item analysis. */
export default async function exerciseAdminRoutes(app: FastifyInstance) {
  const exercises = app.services.exerciseAdmin
  const itemAnalysis = app.services.itemAnalysis

  registerEndpoint(app, adminContract.searchExercises, async ({ query }) =>
    exercises.searchExercises(query.questionFragment, query.pageNumber),
  )

  registerEndpoint(app, adminContract.listItemAnalysis, async ({ query }) =>
    itemAnalysis.listItemAnalysis(query),
  )

  registerEndpoint(app, adminContract.getItemAnalysis, async ({ params }) =>
    itemAnalysis.getItemAnalysis(params.exerciseId),
  )

  registerEndpoint(app, adminContract.getExercise, async ({ params, query, request }) =>
    exercises.getExercise(viewerOf(app, request), params.exerciseId, query.stable),
  )

  registerEndpoint(app, adminContract.updateExercise, async ({ params, body }) =>
    exercises.updateExercise(params.exerciseId, body),
  )
}
