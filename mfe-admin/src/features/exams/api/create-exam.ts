import useSWRMutation from 'swr/mutation'
import { apiRequest } from '@grile/shared/api'
import { admin, type ExamCreate } from '@grile/shared/contract'

export function createExam(exam: ExamCreate): Promise<{ id: string }> {
  return apiRequest(admin.createExam, { body: exam })
}

/** Creates an exam and its 30 exercises from the 180-line text. */
export function useCreateExam() {
  return useSWRMutation(admin.createExam.path, (_key, { arg }: { arg: ExamCreate }) => createExam(arg))
}
