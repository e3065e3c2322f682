// Type-level tests of apiRequest, checked by `tsc` (the typecheck step of npm test), never run: each
// `@ts-expect-error` line must be an error, or the check fails because the directive is unused.
import { z } from 'zod'
import { apiRequest } from '../client'
import { attempts, endpoint, exams, users } from '../../contract'

const submission: z.input<typeof attempts.attemptSubmissionSchema> = {
  sessionId: '00000000-0000-4000-8000-000000000001',
  examId: '00000000-0000-4000-8000-000000000002',
  exercisesShuffleSeed: 1,
  durationInSeconds: 60,
  choices: [{ answerId: '00000000-0000-4000-8000-000000000003', answersShuffleSeed: 2 }],
}

/** The contract of createAttempt as it would be with `examId` renamed to `examUuid`. */
const createAttemptRenamed = endpoint({
  ...attempts.createAttempt,
  body: attempts.attemptSubmissionSchema.omit({ examId: true }).extend({ examUuid: z.uuid() }),
})

export async function requestsTypedByTheContract(): Promise<void> {
  // What the remotes send today type-checks.
  await apiRequest(attempts.createAttempt, { body: submission })
  await apiRequest(exams.getExams, { query: { pageNumber: 0, examTarget: 'ACADEMY' } })
  await apiRequest(users.getUser, { params: { userId: submission.examId } })
  await apiRequest(users.signInUp)

  // A body field renamed in the contract breaks every caller that sends the old name.
  // @ts-expect-error examId is no longer a field of the body; examUuid is missing
  await apiRequest(createAttemptRenamed, { body: submission })

  // @ts-expect-error the body is required
  await apiRequest(attempts.createAttempt)
  // @ts-expect-error a misspelt body field
  await apiRequest(attempts.createAttempt, { body: { ...submission, durationInSecond: 60 } })
  // @ts-expect-error a value outside the query's enum
  await apiRequest(exams.getExams, { query: { pageNumber: 0, examTarget: 'POLICE' } })
  // @ts-expect-error a query field the endpoint does not take
  await apiRequest(exams.getExams, { query: { pageNumber: 0, page: 2 } })
  // @ts-expect-error the path parameter is required
  await apiRequest(users.getUser, {})
  // @ts-expect-error a path parameter by another name
  await apiRequest(users.getUser, { params: { id: submission.examId } })
  // @ts-expect-error signInUp takes no body
  await apiRequest(users.signInUp, { body: { name: 'x' } })
}
