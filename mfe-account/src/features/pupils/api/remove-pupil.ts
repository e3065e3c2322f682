import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'
import { apiRequest } from '@grile/shared/api'
import { users } from '@grile/shared/contract'
import { getPupilsKey } from './get-pupils'

/** The teacher removes themself as the pupil's teacher. */
export function removePupil(pupilId: string): Promise<void> {
  return apiRequest(users.removeTeacher, { params: { userId: pupilId } })
}

export function useRemovePupil(teacherId: string) {
  const { mutate } = useSWRConfig()
  return useSWRMutation(
    [users.removeTeacher.method, users.removeTeacher.path, 'pupil'] as const,
    async (_key, { arg: pupilId }: { arg: string }) => {
      await removePupil(pupilId)
      await mutate(getPupilsKey(teacherId))
    },
  )
}
