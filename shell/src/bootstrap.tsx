import { APP_STYLING, EARLY_CLICKS, keepTap, pagePath, PRERENDERED_ATTRIBUTE } from './lib/page-markers'

declare global {
  interface Window {
    [EARLY_CLICKS]?: HTMLButtonElement[]
    [APP_STYLING]?: boolean
  }
}

/**
 * The app starts in steps, with the browser free in between: evaluated in one go, its modules held a phone's
 * main thread for about half a second (zod's schemas, React DOM, the router, emotion, Chakra's modules and
 * style system): one long task, during which a tap on the page waited. index.html preloads their chunks in
 * the order of the imports below, so keep them in the order they run: the sign-in's code arrives first and
 * the sign-in runs while the rest downloads.
 */
async function start() {
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  // First, the sign-in (with the API client, its contract's schemas built in steps of their own): a signed-in
  // reload shows the user's layout, never the visitor's page, and the session is restored in the background
  // from now on.
  const { loadApiClient } = await import('@grile/shared/api/start')
  const { yieldToBrowser } = await loadApiClient()
  await yieldToBrowser()
  const { resumeLastSession, startAuth } = await import('@grile/shared/auth')
  const resumed = resumeLastSession()
  const hydrating = root.hasAttribute(PRERENDERED_ATTRIBUTE) && !resumed
  const signInSettings = startAuth('/config.json')
  // The remotes' manifest; for a resumed session, the code of its page's remote downloads beside the libraries.
  const pathname = pagePath(window.location.pathname)
  await yieldToBrowser()
  const { initFederation } = await import('@grile/shared/federation')
  const federation = initFederation('/remotes.json')
  if (resumed) {
    void Promise.all([import('./lib/preload-remotes'), federation]).then(([{ preloadPageCode }]) =>
      preloadPageCode(pathname),
    )
  }
  // Then the libraries, one per task: each step's libraries are the next one's dependencies.
  const libraries = [
    () => import('react-dom/client'),
    () => import('@grile/shared/router'),
    // From here on, a late copy of the user home is not painted (decision 0067): Emotion takes over the page's styles.
    () => {
      window[APP_STYLING] = true
      return import('@emotion/react')
    },
    // Chakra's style system with the theme's recipes, then its components: one task of 86–112 ms at 4× as one.
    () => import('@grile/shared/chakra/system'),
    () => import('@grile/shared/chakra'),
    // Creates the one Chakra style system (its tokens and conditions), a step per task, which the theme then takes.
    async () => (await import('@grile/shared/theme/start')).prepareSystem(yieldToBrowser),
    () => import('@grile/shared/theme'),
    () => import('@grile/shared/ui'),
  ]
  for (const library of libraries) {
    await yieldToBrowser()
    await library()
  }
  // A resumed session on the home downloads the user home now, not when the first render reaches it.
  if (resumed)
    void import('./routes/home/home-page').then(({ preloadUserHomeAt }) => preloadUserHomeAt(pathname))
  await yieldToBrowser()
  // Awaited together: the remotes' manifest, the sign-in settings and the code of the page to hydrate.
  await Promise.all([
    federation,
    signInSettings,
    hydrating
      ? import('./app/shell-routes').then(({ preloadShellPage }) => preloadShellPage(pathname))
      : undefined,
  ])
  await yieldToBrowser()
  // A signed-in page's remote and its first requests start together, as soon as the API knows the user.
  const { preloadPageAtStart } = await import('./lib/preload-remotes')
  void preloadPageAtStart(pathname)
  await yieldToBrowser()
  const [{ StrictMode, startTransition }, { createRoot, hydrateRoot }, { App }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('./app/app'),
  ])
  await yieldToBrowser()
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  )
  // A public page rendered at build time is taken over as it is; a resumed session renders the user's page instead.
  if (hydrating) {
    const { takeOverBuiltHtml } = await import('@grile/shared/theme')
    takeOverBuiltHtml()
    // As a transition, rendering yields to the browser every few milliseconds instead of holding the main
    // thread until the whole page is done: the page it was sent stays responsive meanwhile.
    startTransition(() => {
      hydrateRoot(root, app)
    })
    // A click on a hydrating root makes React finish hydrating first, then handle it.
    for (const button of window[EARLY_CLICKS]?.splice(0) ?? []) if (button.isConnected) button.click()
  } else {
    // A button pressed on the page as sent (a resumed session's prerendered header, beside the skeleton) is
    // pressed again on the page rendered here, as a tap on a kept copy is (decision 0055).
    const pressed = window[EARLY_CLICKS]?.splice(0).pop()
    if (pressed?.isConnected) keepTap(pressed, root)
    // The same for a page rendered here (a signed-in page, whose layout the session script already shows).
    const reactRoot = createRoot(root)
    startTransition(() => {
      reactRoot.render(app)
    })
  }
}

void start()
