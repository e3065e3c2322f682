import { useApi } from '@grile/shared/api'
import { users } from '@grile/shared/contract'

/** A teacher's class: every pupil's mastery in every area. */
export function useClassMastery(teacherId: string | undefined) {
  return useApi(users.getClassMastery, teacherId ? { params: { userId: teacherId } } : null, {
    shouldRetryOnError: false,
  })
}
