import { Route, Routes } from 'react-router-dom'
import type { RemoteAppProps } from '@grile/shared/federation'
import { paths } from './config/paths'
import { ProfilePage } from './routes/profile-page'

/** The route subtree of mfe-account, relative to the base path the shell mounted it under. */
export function App({ basePath }: RemoteAppProps) {
  return <Routes>{basePath === paths.me ? <Route index element={<ProfilePage />} /> : null}</Routes>
}
