import { useApiMutation } from '@grile/shared/api'
import { users } from '@grile/shared/contract'

/** Saves the profile name (the caller sends it trimmed); answers the name stored. */
export function useUpdateName(userId: string) {
  return useApiMutation(users.updateName, (name: string) => ({ params: { userId }, body: { name } }))
}
