import { Route, Routes } from '@grile/shared/router'
import type { RemoteAppProps } from '@grile/shared/federation'
import { NotFoundView } from '@grile/shared/ui'
import { InteractivePage } from './routes/interactive-page'

/** The route subtree of mfe-interactive, relative to the base path the shell mounted it under. */
export function App(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<InteractivePage />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  )
}
