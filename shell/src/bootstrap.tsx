import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { initFederation } from '@grile/shared/federation'
import { App } from './app/app'

async function start() {
  await initFederation('/remotes.json')
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void start()
