import useSWR from 'swr'
import { apiRequest, preloadRequest } from '@grile/shared/api'
import { exams, type ExamPageDto, type ExamsQuery } from '@grile/shared/contract'

export const getExamsKey = (query: ExamsQuery) => [exams.getExams.path, query] as const

export function getExams(query: ExamsQuery): Promise<ExamPageDto> {
  return apiRequest(exams.getExams, { query })
}

/** Starts loading a page of exams before the page that shows it (see preloadRequest). */
export function preloadExams(query: ExamsQuery): void {
  preloadRequest(getExamsKey(query), ([, q]) => getExams(q))
}

/** A page of the catalogue; the previous page stays on screen while the next one loads. */
export function useExams(query: ExamsQuery | null) {
  return useSWR(query ? getExamsKey(query) : null, ([, q]) => getExams(q), { keepPreviousData: true })
}
