import type { FastifyInstance } from 'fastify'
import { exams as examsContract } from '@grile/shared/contract'
import { registerEndpoint } from '../../../lib/contract-route'
import { viewerOf } from '../../viewer'

export default async function examRoutes(app: FastifyInstance) {
  const { exams } = app.services

  registerEndpoint(app, examsContract.getExamsCount, async () => exams.countExams())

  registerEndpoint(app, examsContract.getExams, async ({ query, request }) =>
    exams.listExams(viewerOf(app, request), query),
  )

  registerEndpoint(app, examsContract.getExam, async ({ params, query, request }) =>
    exams.getExam(viewerOf(app, request), params.examId, query.stable),
  )

  registerEndpoint(app, examsContract.generateExam, async ({ body, request }) =>
    exams.generateExam(viewerOf(app, request), body),
  )
}
