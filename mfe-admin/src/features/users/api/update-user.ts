import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'
import { apiRequest } from '@grile/shared/api'
import { refreshCurrentUser, useCurrentUser } from '@grile/shared/auth'
import { admin, type UserUpdate } from '@grile/shared/contract'
import { getUserKey } from './get-user'

export function updateUser(userId: string, update: UserUpdate): Promise<void> {
  return apiRequest(admin.updateUser, { params: { userId }, body: update })
}

/** Changes a user's name, tokens or customer flag and reloads that user (and the top bar, for oneself). */
export function useUpdateUser(userId: string) {
  const { mutate } = useSWRConfig()
  const { user } = useCurrentUser()
  return useSWRMutation(getUserKey(userId), async (_key, { arg }: { arg: UserUpdate }) => {
    await updateUser(userId, arg)
    await mutate(getUserKey(userId))
    // The update itself succeeded; a failed refresh of one's own top bar is not worth an error.
    if (user?.id === userId) await refreshCurrentUser().catch(() => null)
  })
}
