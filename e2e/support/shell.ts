import type { Page } from '@playwright/test'

export type Theme = 'light' | 'dark'

/** Where the shell keeps the chosen theme (shared/src/theme). */
export const THEME_STORAGE_KEY = 'grile.theme'

/** Opens the next pages of this test in `theme`, as if the visitor had chosen it before. */
export async function startInTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('theme-seeded')) {
        localStorage.setItem(key, value)
        sessionStorage.setItem('theme-seeded', 'yes')
      }
    },
    [THEME_STORAGE_KEY, theme] as const,
  )
}

/** The theme the page currently shows (the class next-themes puts on <html>). */
export function currentTheme(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('class')
}

/** Distance in px from the top of the viewport to the top of the element with this id. */
export function topOfElement(page: Page, id: string): Promise<number> {
  return page.evaluate(
    (elementId) => document.getElementById(elementId)?.getBoundingClientRect().top ?? NaN,
    id,
  )
}

/** The public pages of the shell and a heading each one shows. */
export const PUBLIC_PAGES = [
  { path: '/', heading: /Pass the English test/ },
  { path: '/product', heading: /Pass the English test/ },
  { path: '/contact', heading: 'Contact' },
  { path: '/lessons', heading: 'Online lessons' },
  { path: '/privacy', heading: 'Privacy' },
  { path: '/terms-of-service', heading: 'Terms of Service' },
  { path: '/istoricescu', heading: /Istoricescu/ },
] as const

/** The first look at a freshly loaded page: generous, as these machines are sometimes very busy. */
export const FIRST_PAINT = { timeout: 30_000 }

/**
 * Waits until the app runs on the page. Public pages arrive as HTML that shows everything before any
 * script; controls whose work is not a link (menus, the theme, timers, scrolling) need the app.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-app-started]').waitFor({ state: 'attached', timeout: FIRST_PAINT.timeout })
}

/**
 * Reloads and waits until the app runs. A signed-in page first shows the copy kept of it when it was left
 * (decision 0037): what it says is the page before the reload, and it answers nothing until the app has
 * replaced it.
 */
export async function reloadApp(page: Page): Promise<void> {
  await page.reload()
  await waitForApp(page)
}

/** Holds the requests whose address `matches` until the returned function is called. */
export async function holdRequests(page: Page, matches: (url: URL) => boolean): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(matches, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/**
 * Holds every script the page requests until the returned function is called: what shows meanwhile comes from
 * the HTML and from what this device kept (the copy of a signed-in page).
 */
export function holdScripts(page: Page): Promise<() => void> {
  return holdRequests(page, (url) => url.pathname.endsWith('.js'))
}

/** Holds the app's entry script until the returned function is called: the page stays as the HTML built it. */
export function holdTheApp(page: Page): Promise<() => void> {
  return holdRequests(page, (url) => /\/main\.[0-9a-f]{10}\.js$/.test(url.pathname))
}

/**
 * Holds the overlays' code (menus, dialogs, the drawer: a chunk the start leaves out, decision 0056) until the
 * returned function is called: none of them can open meanwhile.
 */
export function holdTheOverlays(page: Page): Promise<() => void> {
  return holdRequests(page, (url) => /\/overlays\.[0-9a-f]{10}\.js$/.test(url.pathname))
}

/**
 * Fails the requests whose address `matches`, as a dropped connection does, until the returned function is
 * called: from then on they go through.
 */
export async function failRequests(page: Page, matches: (url: URL) => boolean): Promise<() => void> {
  let failing = true
  await page.route(matches, (route) => (failing ? route.abort('internetdisconnected') : route.continue()))
  return () => {
    failing = false
  }
}

/** Fails every request for the overlays' code until the returned function is called (see failRequests). */
export function failTheOverlays(page: Page): Promise<() => void> {
  return failRequests(page, (url) => /\/overlays\.[0-9a-f]{10}\.js$/.test(url.pathname))
}
