import { useMemo } from 'react'
import { useApi } from '@grile/shared/api'
import { attempts } from '@grile/shared/contract'

export interface GradePoint {
  finishedOn: string
  grade: number
  examTitle: string
}

/** The grades of a page of attempts (the newest), oldest first for a time axis. */
function gradePointsOf(page: { content: attempts.AttemptSummary[] }): GradePoint[] {
  return page.content
    .map(({ finishedOn, grade, examTitle }) => ({ finishedOn, grade, examTitle }))
    .sort((a, b) => a.finishedOn.localeCompare(b.finishedOn))
}

/** The grades of the user's latest attempts: one page of them, the newest. */
export function useGrades(userId: string | undefined) {
  const { data, isLoading, error, mutate } = useApi(
    attempts.getAttempts,
    userId ? { query: { userId, pageNumber: 0 } } : null,
    { shouldRetryOnError: false },
  )
  const points = useMemo(() => data && gradePointsOf(data), [data])
  return { data: points, isLoading, error, mutate }
}
