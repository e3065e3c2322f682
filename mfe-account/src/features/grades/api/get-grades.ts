import useSWR from 'swr'
import { apiRequest } from '@grile/shared/api'
import { attempts } from '@grile/shared/contract'

export interface GradePoint {
  finishedOn: string
  grade: number
  examTitle: string
}

export const getGradesKey = (userId: string) => [attempts.getAttempts.path, userId, 'grades'] as const

/** The grades of the user's latest attempts (one page, the newest), oldest first for a time axis. */
export async function getGrades(userId: string): Promise<GradePoint[]> {
  const page = await apiRequest(attempts.getAttempts, { query: { userId, pageNumber: 0 } })
  return page.content
    .map(({ finishedOn, grade, examTitle }) => ({ finishedOn, grade, examTitle }))
    .sort((a, b) => a.finishedOn.localeCompare(b.finishedOn))
}

export function useGrades(userId: string | undefined) {
  return useSWR(userId ? getGradesKey(userId) : null, ([, id]) => getGrades(id), {
    shouldRetryOnError: false,
  })
}
