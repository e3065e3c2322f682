import { Navigate, Route, Routes } from '@grile/shared/router'
import type { RemoteAppProps } from '@grile/shared/federation'
import { routes } from './config/paths'
import { CreateExamPage } from './routes/create-exam-page'
import { CreateMaterialPage } from './routes/create-material-page'
import { EditExamPage } from './routes/edit-exam-page'
import { EditExercisePage } from './routes/edit-exercise-page'
import { EditMaterialPage } from './routes/edit-material-page'
import { FindExercisesPage } from './routes/find-exercises-page'
import { FindUserPage } from './routes/find-user-page'
import { MaterialContentPage } from './routes/material-content-page'
import { NotFoundView } from '@grile/shared/ui'
import { UserPage } from './routes/user-page'

/**
 * The route subtree of mfe-admin, relative to the base path the shell mounted it under. The shell
 * mounts it for admins only (docs/pages.md#admin-pages); the API refuses its calls to anyone else.
 */
export function App(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<Navigate to={routes.findUser} replace />} />
      <Route path="users/find" element={<FindUserPage />} />
      <Route path="users/:userId" element={<UserPage />} />
      <Route path="materials/create" element={<CreateMaterialPage />} />
      <Route path="materials/:materialId/edit" element={<EditMaterialPage />} />
      <Route path="materials/:materialId/content" element={<MaterialContentPage />} />
      <Route path="exams/create" element={<CreateExamPage />} />
      <Route path="exams/:examId/edit" element={<EditExamPage />} />
      <Route path="exercises/find" element={<FindExercisesPage />} />
      <Route path="exercises/:exerciseId/edit" element={<EditExercisePage />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  )
}
