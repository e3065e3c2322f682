import useSWR from 'swr'
import { apiRequest } from '@grile/shared/api'
import { users } from '@grile/shared/contract'

export const getPupilsKey = (teacherId: string) => [users.getPupils.path, teacherId] as const

export function getPupils(teacherId: string): Promise<users.Pupil[]> {
  return apiRequest(users.getPupils, { params: { userId: teacherId } })
}

export function usePupils(teacherId: string | undefined) {
  return useSWR(teacherId ? getPupilsKey(teacherId) : null, ([, id]) => getPupils(id))
}
