import { isApiKeyOf, useApiMutation } from '@grile/shared/api'
import { users } from '@grile/shared/contract'

/** The teacher removes themself as the pupil's teacher, then reloads their pupils. */
export function useRemovePupil(teacherId: string) {
  return useApiMutation(users.removeTeacher, (pupilId: string) => ({ params: { userId: pupilId } }), {
    revalidates: [isApiKeyOf(users.getPupils, { userId: teacherId })],
  })
}
