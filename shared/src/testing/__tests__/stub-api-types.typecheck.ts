// Type-level tests of the test kit's API stub, checked by `tsc` (the typecheck step of npm test), never
// run: each `@ts-expect-error` line must be an error, or the check fails because the directive is unused.
import { exams, users } from '../../contract'
import { examPage, noContent, problem, stubApi } from '../index'

export function answersTypedByTheResponseSchema(): void {
  // Bodies shaped as the contract's response schemas, and replies, type-check.
  stubApi()
    .on(exams.getExams, () => examPage([]))
    .on(exams.getExamsCount, async () => 3)
    .on(users.removeTeacher, () => noContent())
    .on(exams.getExam, ({ params }) => problem(404, params.examId))

  // A body of the wrong shape for the endpoint does not compile.
  // @ts-expect-error an exam page has content and page, not items
  stubApi().on(exams.getExams, () => ({ items: [] }))
  // @ts-expect-error the count is a number
  stubApi().on(exams.getExamsCount, () => '3')
}
