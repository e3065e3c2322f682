import { useApiMutation } from '@grile/shared/api'
import { users } from '@grile/shared/contract'

/** The signed-in pupil removes their own teacher. */
export function useRemoveTeacher(userId: string) {
  return useApiMutation(users.removeTeacher, () => ({ params: { userId } }))
}
