import { useApiMutation } from '@grile/shared/api'
import { admin, type ExamCreate } from '@grile/shared/contract'

/** Creates an exam and its 30 exercises from the 180-line text. */
export function useCreateExam() {
  return useApiMutation(admin.createExam, (exam: ExamCreate) => ({ body: exam }))
}
