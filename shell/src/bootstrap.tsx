import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { initFederation } from '@grile/shared/federation'
import { resumeLastSession, startAuth } from '@grile/shared/auth'
import { App } from './app/app'
import { preloadShellPage } from './app/shell-routes'
import { preloadPageAtStart } from './lib/preload-remotes'
import { EARLY_CLICKS, PRERENDERED_ATTRIBUTE } from './prerender/page-document'

declare global {
  interface Window {
    [EARLY_CLICKS]?: HTMLButtonElement[]
  }
}

async function start() {
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  // Before anything else: a signed-in reload shows the user's layout, never the visitor's page.
  const resumed = resumeLastSession()
  const hydrating = root.hasAttribute(PRERENDERED_ATTRIBUTE) && !resumed
  // All small: the remotes' manifest, the sign-in settings (the session is restored in the background) and
  // the code of the page to hydrate.
  await Promise.all([
    initFederation('/remotes.json'),
    startAuth('/config.json'),
    hydrating ? preloadShellPage(window.location.pathname.replace(/(.)\/+$/, '$1')) : undefined,
  ])
  // A signed-in page's remote and its first requests start together, as soon as the API knows the user.
  void preloadPageAtStart(window.location.pathname)
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  )
  // A public page rendered at build time is taken over as it is; a resumed session renders the user's page instead.
  if (hydrating) {
    // As a transition, rendering yields to the browser every few milliseconds instead of holding the main
    // thread until the whole page is done: the page it was sent stays responsive meanwhile.
    startTransition(() => {
      hydrateRoot(root, app)
    })
    // A click on a hydrating root makes React finish hydrating first, then handle it.
    for (const button of window[EARLY_CLICKS]?.splice(0) ?? []) if (button.isConnected) button.click()
  } else {
    // The same for a page rendered here (a signed-in page, whose layout the session script already shows).
    const reactRoot = createRoot(root)
    startTransition(() => {
      reactRoot.render(app)
    })
  }
}

void start()
