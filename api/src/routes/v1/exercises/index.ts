import type { FastifyInstance } from 'fastify'
import { exercises as exercisesContract } from '@grile/shared/contract'
import { registerEndpoint } from '../../../lib/contract-route'
import { viewerOf } from '../../viewer'

export default async function exerciseRoutes(app: FastifyInstance) {
  const { exercises } = app.services

  registerEndpoint(app, exercisesContract.getExercisesCount, async () => exercises.countExercises())

  // Public: visitors see it too; a signed-in caller also learns whether they may answer it.
  registerEndpoint(app, exercisesContract.getExerciseOfTheDay, async ({ request }) =>
    exercises.exerciseOfTheDay(request.principal?.userId),
  )

  registerEndpoint(app, exercisesContract.getRandomExercise, async ({ query, request }) =>
    exercises.randomExercise(viewerOf(app, request).userId, query),
  )
}
