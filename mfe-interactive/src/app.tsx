import { Route, Routes } from 'react-router-dom'
import type { RemoteAppProps } from '@grile/shared/federation'
import { InteractivePage } from './routes/interactive-page'

/** The route subtree of mfe-interactive, relative to the base path the shell mounted it under. */
export function App(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<InteractivePage />} />
    </Routes>
  )
}
