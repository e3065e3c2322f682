import { isApiKeyOf, useApiMutation } from '@grile/shared/api'
import { refreshProfileInBackground, useCurrentUser } from '@grile/shared/auth'
import { admin, users, type UserUpdate } from '@grile/shared/contract'

/** Changes a user's name, tokens or customer flag and reloads that user (and the top bar, for oneself). */
export function useUpdateUser(userId: string) {
  const { user } = useCurrentUser()
  return useApiMutation(admin.updateUser, (update: UserUpdate) => ({ params: { userId }, body: update }), {
    revalidates: [isApiKeyOf(users.getUser, { userId })],
    onSuccess: () => {
      if (user?.id === userId) refreshProfileInBackground()
    },
  })
}
