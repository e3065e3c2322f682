import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { initFederation } from '@grile/shared/federation'
import { startAuth } from '@grile/shared/auth'
import { App } from './app/app'
import { preloadPageAtStart } from './lib/preload-remotes'

async function start() {
  // Both are small: the remotes' manifest and the sign-in settings; the session is restored in the background.
  await Promise.all([initFederation('/remotes.json'), startAuth('/config.json')])
  void preloadPageAtStart(window.location.pathname)
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void start()
