import { useApiMutation } from '@grile/shared/api'
import { users } from '@grile/shared/contract'

export function useAssignTeacher(userId: string) {
  return useApiMutation(users.assignTeacher, (teacherId: string) => ({ params: { userId }, body: teacherId }))
}
