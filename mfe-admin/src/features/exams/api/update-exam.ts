import { isApiKeyOf, useApiMutation } from '@grile/shared/api'
import { admin, exams, type ExamUpdate } from '@grile/shared/contract'

/** Changes an exam's title, target, customer flag and material, then reloads it. */
export function useUpdateExam(examId: string) {
  return useApiMutation(admin.updateExam, (update: ExamUpdate) => ({ params: { examId }, body: update }), {
    revalidates: [isApiKeyOf(exams.getExam, { examId })],
  })
}
