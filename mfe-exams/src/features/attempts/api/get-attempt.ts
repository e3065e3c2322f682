import useSWR from 'swr'
import { apiRequest } from '@grile/shared/api'
import { attempts } from '@grile/shared/contract'

export type Attempt = attempts.Attempt
export type AttemptReview = attempts.AttemptReview

/** `stable`: the exam's canonical order instead of the order the user saw. */
export const getAttemptKey = (attemptId: string, stable: boolean) =>
  [attempts.getAttempt.path, attemptId, stable] as const

/** Matches this attempt in either order. */
export const isAttemptKey =
  (attemptId: string) =>
  (key: unknown): boolean =>
    Array.isArray(key) && key[0] === attempts.getAttempt.path && key[1] === attemptId

export function getAttempt(attemptId: string, stable: boolean): Promise<Attempt> {
  return apiRequest(attempts.getAttempt, { params: { attemptId }, query: stable ? { stable: 'true' } : {} })
}

/** The attempt to review; the other order stays on screen while switching. */
export function useAttempt(attemptId: string, stable: boolean) {
  return useSWR(getAttemptKey(attemptId, stable), ([, id, inOrder]) => getAttempt(id, inOrder), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  })
}
