import useSWRMutation from 'swr/mutation'
import { apiRequest } from '@grile/shared/api'
import { users } from '@grile/shared/contract'

export function removeTeacher(userId: string): Promise<void> {
  return apiRequest(users.removeTeacher, { params: { userId } })
}

/** The signed-in pupil removes their own teacher. */
export function useRemoveTeacher(userId: string) {
  return useSWRMutation([users.removeTeacher.method, users.removeTeacher.path, userId] as const, ([, , id]) =>
    removeTeacher(id),
  )
}
