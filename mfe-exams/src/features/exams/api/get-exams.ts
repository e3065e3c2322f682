import { preloadApi, useApi } from '@grile/shared/api'
import { exams, type ExamsQuery } from '@grile/shared/contract'

/** Starts loading a page of exams before the page that shows it (see preloadApi). */
export function preloadExams(query: ExamsQuery): void {
  preloadApi(exams.getExams, { query })
}

/** A page of the catalogue; the previous page stays on screen while the next one loads. */
export function useExams(query: ExamsQuery | null) {
  return useApi(exams.getExams, query ? { query } : null, { keepPreviousData: true })
}
