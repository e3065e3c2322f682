import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'
import { apiRequest } from '@grile/shared/api'
import { admin, type ExamUpdate } from '@grile/shared/contract'
import { getExamKey } from './get-exam'

export function updateExam(examId: string, update: ExamUpdate): Promise<void> {
  return apiRequest(admin.updateExam, { params: { examId }, body: update })
}

/** Changes an exam's title, target, customer flag and material, then reloads it. */
export function useUpdateExam(examId: string) {
  const { mutate } = useSWRConfig()
  return useSWRMutation(getExamKey(examId), async (_key, { arg }: { arg: ExamUpdate }) => {
    await updateExam(examId, arg)
    await mutate(getExamKey(examId))
  })
}
