import { Route, Routes } from '@grile/shared/router'
import type { RemoteAppProps } from '@grile/shared/federation'
import { NotFoundView } from '@grile/shared/ui'
import { MaterialsPage } from './routes/materials-page'
import { MaterialPage } from './routes/material-page'

/** The route subtree of mfe-materials, relative to the base path the shell mounted it under. */
export function App(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<MaterialsPage />} />
      <Route path=":materialId" element={<MaterialPage />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  )
}
