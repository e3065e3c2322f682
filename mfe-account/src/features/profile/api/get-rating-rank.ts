import { useApi } from '@grile/shared/api'
import { users } from '@grile/shared/contract'

export function useRatingRank(userId: string | undefined) {
  return useApi(users.getRatingRank, userId ? { params: { userId } } : null)
}
