/** The paths this remote owns (the shell mounts App under each). */
export const paths = {
  exams: '/exams',
  attempts: '/attempts',
} as const

export const basePaths = [paths.exams, paths.attempts]

/** The examId of the attempt page for the exam just generated (kept in the generated-exam store). */
export const GENERATED_EXAM_ID = 'generated'

/** Absolute URLs of the pages this remote links to, its own and other apps'. */
export const routes = {
  exams: paths.exams,
  generateExam: `${paths.exams}/generate`,
  examAttempt: (examId: string) => `${paths.exams}/${examId}/attempt`,
  attempts: paths.attempts,
  attempt: (attemptId: string) => `${paths.attempts}/${attemptId}`,
  adminCreateExam: '/admin/exams/create',
  adminEditExam: (examId: string) => `/admin/exams/${examId}/edit`,
  tokens: '/tokens',
} as const
