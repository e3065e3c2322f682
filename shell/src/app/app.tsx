import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { AppProviders, LayoutFrame } from '@grile/shared/ui'
import { remoteMounts } from '../config/remote-routes'
import { RemoteRoute } from './remote-route'
import { HomePage } from '../routes/home-page'
import { NotFoundPage } from '../routes/not-found-page'

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <LayoutFrame>
          <Routes>
            <Route path="/" element={<HomePage />} />
            {remoteMounts.map((mount) => (
              <Route key={mount.basePath} path={`${mount.basePath}/*`} element={<RemoteRoute mount={mount} />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </LayoutFrame>
      </BrowserRouter>
    </AppProviders>
  )
}
