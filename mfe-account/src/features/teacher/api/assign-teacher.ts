import useSWRMutation from 'swr/mutation'
import { apiRequest } from '@grile/shared/api'
import { users } from '@grile/shared/contract'

export function assignTeacher(userId: string, teacherId: string): Promise<void> {
  return apiRequest(users.assignTeacher, { params: { userId }, body: teacherId })
}

export function useAssignTeacher(userId: string) {
  return useSWRMutation(
    [users.assignTeacher.method, users.assignTeacher.path, userId] as const,
    ([, , id], { arg: teacherId }: { arg: string }) => assignTeacher(id, teacherId),
  )
}
