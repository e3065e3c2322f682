// Exposed as `mfe_exams/preload`: the requests a page makes first, started while its code still loads.
import { useUserStore } from '@grile/shared/auth'
import { matchPath } from '@grile/shared/router'
import type { RemoteAppProps } from '@grile/shared/federation'
import { GENERATED_EXAM_ID, paths } from './config/paths'
import { preloadExam } from './features/exam-attempt/api/get-exam'
import { hasSavedProgress } from './features/exam-attempt/stores/attempt-progress-storage'
import { preloadExams } from './features/exams/api/get-exams'
import { examsQueryOf, filtersFromSearchParams, pupilUserIdOf } from './features/exams/hooks/use-exam-filters'
import type { ExamTableMaterialProps } from './exam-table'

/** The page App is about to show at the current location: /exams and an exam attempt. */
export function preloadApp({ basePath }: RemoteAppProps): void {
  if (basePath !== paths.exams) return
  const { pathname, search } = window.location
  if (matchPath(paths.exams, pathname)) {
    const params = new URLSearchParams(search)
    preloadExams(examsQueryOf(filtersFromSearchParams(params), pupilUserIdOf(params)))
    return
  }
  const examId = matchPath(`${paths.exams}/:examId/attempt`, pathname)?.params.examId
  if (!examId || examId === GENERATED_EXAM_ID) return
  // An exam already drawn for this student is shown from what was kept of it, not drawn again.
  const userId = useUserStore.getState().user?.id
  if (userId && hasSavedProgress(userId, examId)) return
  preloadExam(examId)
}

/** The first page of a material's exams, as ExamTable loads it. */
export function preloadExamTable({ materialId, userId }: ExamTableMaterialProps): void {
  preloadExams({ materialId, userId, pageNumber: 0 })
}
