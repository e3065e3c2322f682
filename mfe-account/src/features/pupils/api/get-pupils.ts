import { useApi } from '@grile/shared/api'
import { users } from '@grile/shared/contract'

export function usePupils(teacherId: string | undefined) {
  return useApi(users.getPupils, teacherId ? { params: { userId: teacherId } } : null)
}
