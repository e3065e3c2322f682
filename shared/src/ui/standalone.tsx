import { StrictMode, type ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, Navigate, Route, Routes } from '@grile/shared/router'
import { initFederation, type RemoteAppProps } from '@grile/shared/federation'
import { LayoutFrame } from './layout/layout-frame'
import { AppProviders } from './providers'

/**
 * Runs a remote on its own (`pnpm --filter <remote> dev`) inside the same providers and layout as in
 * the shell, so a team can work on its slice alone.
 */
export async function renderStandalone(
  App: ComponentType<RemoteAppProps>,
  basePaths: string[],
): Promise<void> {
  await initFederation('/remotes.json')
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <LayoutFrame>
            <Routes>
              {basePaths.map((basePath) => (
                <Route key={basePath} path={`${basePath}/*`} element={<App basePath={basePath} />} />
              ))}
              <Route path="*" element={<Navigate to={basePaths[0] ?? '/'} replace />} />
            </Routes>
          </LayoutFrame>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  )
}
