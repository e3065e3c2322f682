import { Route, Routes } from 'react-router-dom'
import type { RemoteAppProps } from '@grile/shared/federation'
import { paths } from './config/paths'
import { ExamsPage } from './routes/exams-page'
import { AttemptsPage } from './routes/attempts-page'

/** The route subtree of mfe-exams, relative to the base path the shell mounted it under. */
export function App({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      {basePath === paths.attempts ? (
        <Route index element={<AttemptsPage />} />
      ) : (
        <Route index element={<ExamsPage />} />
      )}
    </Routes>
  )
}
