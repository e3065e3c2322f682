import { useApi } from '@grile/shared/api'
import { users } from '@grile/shared/contract'

/** Any user, as an admin sees them. */
export function useUser(userId: string) {
  return useApi(users.getUser, { params: { userId } }, { shouldRetryOnError: false })
}
