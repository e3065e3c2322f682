import { Route, Routes } from '@grile/shared/router'
import type { RemoteAppProps } from '@grile/shared/federation'
import { paths } from './config/paths'
import { AttemptPage } from './routes/attempt-page'
import { AttemptsPage } from './routes/attempts-page'
import { ExamAttemptPage } from './routes/exam-attempt-page'
import { ExamsPage } from './routes/exams-page'
import { GenerateExamPage } from './routes/generate-exam-page'
import { NotFoundView } from '@grile/shared/ui'

/** The route subtree of mfe-exams, relative to the base path the shell mounted it under. */
export function App({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      {basePath === paths.attempts ? (
        <>
          <Route index element={<AttemptsPage />} />
          <Route path=":attemptId" element={<AttemptPage />} />
        </>
      ) : (
        <>
          <Route index element={<ExamsPage />} />
          <Route path="generate" element={<GenerateExamPage />} />
          <Route path=":examId/attempt" element={<ExamAttemptPage />} />
        </>
      )}
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  )
}
