import useSWR from 'swr'
import { apiRequest } from '@grile/shared/api'
import { users } from '@grile/shared/contract'
import { useCurrentUser } from '@grile/shared/auth'

export const getPupilKey = (teacherId: string, pupilUserId: string) =>
  [users.getPupil.path, teacherId, pupilUserId] as const

export function getPupil(teacherId: string, pupilUserId: string) {
  return apiRequest(users.getPupil, { params: { userId: teacherId, pupilUserId } })
}

/**
 * The pupil's name for the page title when a teacher looks at a pupil's list. Spec §8: a failure is
 * ignored (no name is shown).
 */
export function usePupilName(pupilUserId: string | undefined): string | undefined {
  const { user } = useCurrentUser()
  const key = user && pupilUserId ? getPupilKey(user.id, pupilUserId) : null
  const { data } = useSWR(key, ([, teacherId, pupilId]) => getPupil(teacherId, pupilId), {
    shouldRetryOnError: false,
  })
  return data?.name
}
