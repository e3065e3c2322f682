import { Route, Routes } from 'react-router-dom'
import type { RemoteAppProps } from '@grile/shared/federation'
import { AdminHomePage } from './routes/admin-home-page'

/** The route subtree of mfe-admin, relative to the base path the shell mounted it under. */
export function App(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<AdminHomePage />} />
    </Routes>
  )
}
