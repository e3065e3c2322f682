import useSWRMutation from 'swr/mutation'
import { apiRequest } from '@grile/shared/api'
import { users } from '@grile/shared/contract'

export function updateName(userId: string, name: string): Promise<{ name: string }> {
  return apiRequest(users.updateName, { params: { userId }, body: { name } })
}

/** Saves the profile name (the caller sends it trimmed); answers the name stored. */
export function useUpdateName(userId: string) {
  return useSWRMutation(
    [users.updateName.method, users.updateName.path, userId] as const,
    ([, , id], { arg: name }: { arg: string }) => updateName(id, name),
  )
}
