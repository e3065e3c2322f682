import useSWR from 'swr'
import { apiRequest } from '@grile/shared/api'
import { users, type CurrentUserDto } from '@grile/shared/contract'

export const getUserKey = (userId: string) => [users.getUser.path, userId] as const

export function getUser(userId: string): Promise<CurrentUserDto> {
  return apiRequest(users.getUser, { params: { userId } })
}

/** Any user, as an admin sees them. */
export function useUser(userId: string) {
  return useSWR(getUserKey(userId), ([, id]) => getUser(id), { shouldRetryOnError: false })
}
