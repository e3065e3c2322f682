import { useApi } from '@grile/shared/api'
import { users } from '@grile/shared/contract'

/** A user's mastery in every area (their own, or a pupil's for their teacher). */
export function useMastery(userId: string | undefined) {
  return useApi(users.getMastery, userId ? { params: { userId } } : null, { shouldRetryOnError: false })
}
