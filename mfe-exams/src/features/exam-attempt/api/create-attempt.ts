import useSWRMutation from 'swr/mutation'
import { useSWRConfig } from 'swr'
import { apiRequest } from '@grile/shared/api'
import { attempts, exams } from '@grile/shared/contract'

type AttemptSubmission = attempts.AttemptSubmission

export const createAttemptKey = () => [attempts.createAttempt.path, 'create'] as const

export function createAttempt(submission: AttemptSubmission): Promise<{ id: string }> {
  return apiRequest(attempts.createAttempt, { body: submission })
}

/** Lists whose content a new attempt changes: the exams (latest grades) and the attempts. */
const isChangedByAttempt = (key: unknown) =>
  Array.isArray(key) && (key[0] === exams.getExams.path || key[0] === attempts.getAttempts.path)

export function useCreateAttempt() {
  const { mutate } = useSWRConfig()
  return useSWRMutation(
    createAttemptKey(),
    (_key, { arg }: { arg: AttemptSubmission }) => createAttempt(arg),
    {
      onSuccess: () => void mutate(isChangedByAttempt),
    },
  )
}
