import { isApiKeyOf, useApi } from '@grile/shared/api'
import { attempts } from '@grile/shared/contract'

export type Attempt = attempts.Attempt
export type AttemptReview = attempts.AttemptReview

/** Matches this attempt in either order. */
export const isAttemptKey = (attemptId: string) => isApiKeyOf(attempts.getAttempt, { attemptId })

/** The attempt to review (`stable`: the exam's canonical order); the other order stays on screen while switching. */
export function useAttempt(attemptId: string, stable: boolean) {
  return useApi(
    attempts.getAttempt,
    { params: { attemptId }, query: stable ? { stable: 'true' } : {} },
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
    },
  )
}
