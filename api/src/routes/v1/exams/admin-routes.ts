import type { FastifyInstance } from 'fastify'
import { admin as adminContract } from '@grile/shared/contract'
import { registerEndpoint } from '../../../lib/contract-route'

/** Administrators creating and editing catalogue exams. */
export default async function examAdminRoutes(app: FastifyInstance) {
  const exams = app.services.examAdmin

  registerEndpoint(app, adminContract.createExam, async ({ body }) => exams.createExam(body))

  registerEndpoint(app, adminContract.updateExam, async ({ params, body }) =>
    exams.updateExam(params.examId, body),
  )
}
