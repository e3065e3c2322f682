import type { FastifyInstance } from 'fastify'
import { users as usersContract } from '@grile/shared/contract'
import { registerEndpoint } from '../../../lib/contract-route'
import { viewerOf } from '../../viewer'

export default async function teacherRoutes(app: FastifyInstance) {
  const { teachers, mastery } = app.services

  registerEndpoint(app, usersContract.assignTeacher, async ({ params, body, request }) =>
    teachers.assign(viewerOf(app, request), params.userId, body),
  )

  registerEndpoint(app, usersContract.removeTeacher, async ({ params, request }) =>
    teachers.remove(viewerOf(app, request), params.userId),
  )

  registerEndpoint(app, usersContract.getPupils, async ({ params, request }) =>
    teachers.pupils(viewerOf(app, request), params.userId),
  )

  registerEndpoint(app, usersContract.getPupil, async ({ params, request }) =>
    teachers.pupilName(viewerOf(app, request), params.userId, params.pupilUserId),
  )

  registerEndpoint(app, usersContract.getClassMastery, async ({ params, request }) =>
    mastery.classMastery(viewerOf(app, request), params.userId),
  )
}
