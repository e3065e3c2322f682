import useSWR from 'swr'
import { apiRequest } from '@grile/shared/api'
import { users } from '@grile/shared/contract'

export const getRatingRankKey = (userId: string) => [users.getRatingRank.path, userId] as const

export function getRatingRank(userId: string): Promise<users.RatingRank> {
  return apiRequest(users.getRatingRank, { params: { userId } })
}

export function useRatingRank(userId: string | undefined) {
  return useSWR(userId ? getRatingRankKey(userId) : null, ([, id]) => getRatingRank(id))
}
