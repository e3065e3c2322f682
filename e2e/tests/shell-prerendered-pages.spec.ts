import { expect, test, type ConsoleMessage, type Locator, type Page, type Request } from '@playwright/test'
import {
  FIRST_PAINT,
  holdRequests,
  holdScripts,
  holdTheApp,
  PUBLIC_PAGES,
  reloadApp,
  startInTheme,
} from '../support/shell'
import { signInAsDemoAccount, signOutThroughPopup } from '../support/sign-in'

test.describe.configure({ timeout: 120_000 })

const LANDING_HEADING = /Pass the English test/

/** Whether React owns this element yet: once it carries React's mark, the app has taken the page over. */
function takenOver(element: Locator): Promise<boolean> {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')))
}

/** What a page's loader requests: main.js, then the start chunks in order. */
function loaderList(html: string): string[] {
  const loader = /s\.src=("[^"]+");.*?var list=(\[[^\]]*\])/.exec(html)
  return loader
    ? [JSON.parse(loader[1] ?? '""') as string, ...(JSON.parse(loader[2] ?? '[]') as string[])]
    : []
}

test.describe('public pages rendered at build time', () => {
  test('every public page arrives as HTML that holds its heading and text', async ({ request }) => {
    for (const { path, heading } of PUBLIC_PAGES) {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      const h1 = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1] ?? ''
      if (typeof heading === 'string') expect(h1).toBe(heading)
      else expect(h1).toMatch(heading)
      expect(html).toMatch(/<main[^>]*>[\s\S]*<p[^>]*>[^<]{20,}/)
    }
  })

  test('the start requests its scripts in the order the app runs them: the sign-in first, Chakra last of the libraries', async ({
    request,
  }) => {
    const preloads = loaderList(await (await request.get('/index.html')).text())
    expect(preloads[0]).toMatch(/\/main\.[0-9a-f]{10}\.js$/)
    // A few files, not one per federated singleton: the large libraries apart, the rest of the start in one.
    expect(preloads.length).toBeGreaterThan(5)
    expect(preloads.length).toBeLessThanOrEqual(10)
    // The public pages and the signed-in routes' page start the same scripts, in the same order.
    expect(loaderList(await (await request.get('/')).text())).toEqual(preloads)
    const positionOf = async (marker: string) => {
      for (const [position, href] of preloads.entries())
        if ((await (await request.get(href)).text()).includes(marker)) return position
      throw new Error(`No start chunk holds ${marker}`)
    }
    const contract = await positionOf('/v1/users/sign-in-up')
    const msal = await positionOf('msal.js.browser')
    const reactDom = await positionOf('__reactContainer')
    const chakra = await positionOf('chakra-')
    expect(contract).toBeLessThan(msal)
    expect(msal).toBeLessThan(reactDom)
    expect(reactDom).toBeLessThan(chakra)
  })

  test('every script of the start, and a remote’s entry, asks V8 to compile it as it downloads; its source map still fits', async ({
    request,
  }) => {
    const scripts = loaderList(await (await request.get('/index.html')).text())
    expect(scripts.length).toBeGreaterThan(5)
    const remoteEntry = '/remotes/mfe_exams/remoteEntry.js'
    for (const script of [...scripts, remoteEntry]) {
      const code = await (await request.get(script)).text()
      expect(code.startsWith('//# allFunctionsCalledOnLoad\n'), script).toBe(true)
    }
    // The hint is the file's first line, which the map skips: line 2 of the file is line 1 of the minified code.
    const mainFile = scripts[0] ?? ''
    const map = (await (await request.get(`${mainFile}.map`)).json()) as { mappings: string }
    expect(map.mappings).toMatch(/^;[^;]/)
  })

  test('the start’s scripts carry the style recipes of the components Grile uses, not those of Chakra’s others', async ({
    request,
  }) => {
    const scripts = loaderList(await (await request.get('/index.html')).text())
    const code = (await Promise.all(scripts.map(async (script) => (await request.get(script)).text()))).join(
      '\n',
    )
    // The spinner's and the dialog's recipes (@grile/shared/chakra's theme)...
    expect(code.includes('--spinner-size')).toBe(true)
    expect(code.includes('--dialog-z-index')).toBe(true)
    // ...but not the accordion's, the avatar's or the combobox's: our patch of Chakra lets the bundler leave
    // out its default theme, which holds every recipe.
    for (const unused of ['--accordion-padding-x', '--avatar-size', '--combobox-z-index']) {
      expect(code.includes(unused), unused).toBe(false)
    }
  })

  test('the landing paints in full with every script of the app blocked, in the saved theme', async ({
    page,
  }) => {
    await startInTheme(page, 'light')
    await page.route(/\.js(\?|$)/, (route) => route.abort())
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: LANDING_HEADING })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign Up' }).first()).toBeVisible()
    await expect(page.locator('html')).toHaveClass('light')
    // The light drawing, chosen by CSS: the dark one is not displayed.
    await expect(page.getByRole('img', { name: /answer sheet/ })).toHaveAttribute('src', /hero-light/)
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(background).toBe('rgb(255, 255, 255)')
  })

  test('on a phone the landing paints its first screen; a section below is painted when it comes near', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.route(/\.js(\?|$)/, (route) => route.abort())
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: LANDING_HEADING })).toBeVisible()
    const offers = page.getByRole('heading', { level: 2, name: 'Oferte' })
    // Skipped by `content-visibility: auto`: in the page (for search and anchors), not laid out or painted yet.
    const painted = () =>
      offers.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))
    expect(await painted()).toBe(false)
    await offers.scrollIntoViewIfNeeded()
    await expect.poll(painted).toBe(true)
    // What overflows the section is clipped a little further out: a focus ring at its edge stays whole.
    const clipMargin = await page
      .locator('#oferte')
      .evaluate((element) => getComputedStyle(element).overflowClipMargin)
    expect(clipMargin).toBe('8px')
  })

  test('the app takes over the page it was sent (same elements, no hydration warning)', async ({ page }) => {
    const messages: string[] = []
    const keep = (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text())
    }
    page.on('console', keep)
    page.on('pageerror', (error) => messages.push(error.message))
    await startInTheme(page, 'light')
    for (const { path, heading } of PUBLIC_PAGES) {
      await page.goto(path, { waitUntil: 'commit' })
      const h1 = page.getByRole('heading', { level: 1, name: heading })
      await expect(h1).toBeVisible(FIRST_PAINT)
      await h1.evaluate((element) => ((window as unknown as { sentHeading: Element }).sentHeading = element))
      // React marks the elements it owns: once the heading carries its mark, the app has taken over.
      await expect.poll(() => takenOver(h1), FIRST_PAINT).toBe(true)
      expect(
        await h1.evaluate(
          (element) => (window as unknown as { sentHeading: Element }).sentHeading === element,
        ),
        path,
      ).toBe(true)
    }
    // The theme's label follows the saved theme once the app runs.
    await expect(page.getByRole('button', { name: 'Switch to the dark theme' })).toBeVisible()
    expect(messages.filter((text) => /hydrat|did not match|server rendered/i.test(text))).toEqual([])
  })

  test('Chakra’s global styles come with the HTML, and the app neither computes nor inserts them again', async ({
    page,
  }) => {
    // Style sheets that define the tokens' CSS variables (Chakra's global styles).
    const sheetsWithTokens = () =>
      page.evaluate(
        () =>
          [...document.styleSheets].filter((sheet) =>
            [...sheet.cssRules].some((rule) => rule.cssText.includes('--chakra-colors-blue-500:')),
          ).length,
      )
    await startInTheme(page, 'light')
    // A public page rendered at build time, and a signed-in route's page (index.html) that the app renders.
    for (const path of ['/product', '/attempts']) {
      const response = await page.request.get(path)
      expect(await response.text()).toContain('data-global-styles')
      await page.goto(path)
      const h1 = page.getByRole('heading', { level: 1 })
      await expect(h1).toBeVisible()
      await expect.poll(() => takenOver(h1)).toBe(true)
      expect(await sheetsWithTokens(), path).toBe(1)
      // Left as the build wrote it: had the app computed these styles, emotion would have taken the element
      // over (it renames an element it adopts to plain `css-global`).
      const tokensElement = await page.evaluate(() =>
        [...document.querySelectorAll('style')]
          .find((style) =>
            [...(style.sheet?.cssRules ?? [])].some((rule) =>
              rule.cssText.includes('--chakra-colors-blue-500:'),
            ),
          )
          ?.getAttribute('data-emotion'),
      )
      expect(tokensElement, path).toMatch(/^css-global \w+$/)
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
        'rgb(255, 255, 255)',
      )
    }
    // The dark theme's variables are among them.
    await page.getByRole('button', { name: 'Switch to the dark theme' }).click()
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe('rgb(9, 9, 11)')
  })

  for (const viewport of [
    { width: 1350, height: 940 },
    { width: 360, height: 740 },
  ]) {
    test(`nothing on the landing moves while the app takes over and its data arrives, ${viewport.width} px wide`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      // Every layout shift from the first paint on, as the browser reports it (the input of the CLS metric),
      // with what moved, from where to where: a failure names the element.
      await page.addInitScript(() => {
        const shifts: { value: number; moved: string[] }[] = []
        ;(window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts
        const describe = (node: Node | null) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.getAttribute('data-testid') ? `[data-testid=${node.getAttribute('data-testid')}]` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`
            : String(node?.nodeName)
        const rect = (r: DOMRectReadOnly) =>
          `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
            sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
          })[]) {
            if (entry.hadRecentInput) continue
            shifts.push({
              value: entry.value,
              moved: entry.sources.map(
                (source) =>
                  `${describe(source.node)}: ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
              ),
            })
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('data-app-started', '', FIRST_PAINT)
      // The exercise and exam counts and the offers come from the API after the app has started.
      await expect(page.getByTestId('bank-size')).toHaveText(/The bank holds over \d+ exercises/)
      await expect(page.getByTestId('offer').first()).toBeVisible()
      await page.waitForLoadState('networkidle')
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts,
      )
      expect(
        shifts.reduce((sum, shift) => sum + shift.value, 0),
        `layout shifts: ${JSON.stringify(shifts)}`,
      ).toBeLessThanOrEqual(0.001)
    })
  }

  test('a reader who scrolled before the app took the page over stays where they were', async ({ page }) => {
    const releaseEntry = await holdTheApp(page)
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await page.mouse.wheel(0, 900)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800)
    const scrolled = await page.evaluate(() => window.scrollY)
    releaseEntry()
    const h1 = page.getByRole('heading', { level: 1, name: LANDING_HEADING })
    await expect.poll(() => takenOver(h1), FIRST_PAINT).toBe(true)
    // Past the app's first effects (the scroll manager's among them).
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  })

  test('a button pressed before the app runs is handled once it does', async ({ page }) => {
    const releaseEntry = await holdTheApp(page)
    // Not until "load": the held entry, requested on the first paint, may be part of it.
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await page.getByRole('button', { name: 'Switch to the light theme' }).click()
    releaseEntry()
    await expect(page.locator('html')).toHaveClass('light', FIRST_PAINT)
    await expect(page.getByRole('button', { name: 'Switch to the dark theme' })).toBeVisible()
  })

  test('an address outside every page answers the not-found page with a 404', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible(FIRST_PAINT)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })

  test('each public page has its own title, description, canonical link and Open Graph tags', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/lessons')
    await expect(page).toHaveTitle('Online lessons · Grile')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/lessons`)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Online lessons · Grile',
    )
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /one-to-one online English lessons/i,
    )
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  })
})

/** Records, on every frame from the document's start, whether the landing or a Sign In button is visible. */
function recordVisitorFrames() {
  const frames: { landing: boolean; signIn: boolean; name: boolean }[] = []
  ;(window as unknown as { visitorFrames: typeof frames }).visitorFrames = frames
  const visible = (element: Element) => element.checkVisibility()
  const sample = () => {
    const headings = [...document.querySelectorAll('h1')].filter((h1) =>
      /Pass the English test/.test(h1.textContent ?? ''),
    )
    const buttons = [...document.querySelectorAll('button')]
    frames.push({
      landing: headings.some(visible),
      signIn: buttons.some((button) => button.textContent?.trim() === 'Sign In' && visible(button)),
      name: buttons.some((button) => button.textContent?.trim() === 'Ana Popescu' && visible(button)),
    })
    requestAnimationFrame(sample)
  }
  requestAnimationFrame(sample)
}

/** On #root while it shows the page as last seen on this device (shell/src/lib/page-snapshots.ts). */
const SNAPSHOT = 'data-page-snapshot'
const LAST_PAGES_KEY = 'grile.last-pages'

/** The paths of the pages this device keeps, the newest first. */
function keptPaths(page: Page): Promise<string[]> {
  return page.evaluate(
    (key) =>
      (JSON.parse(localStorage.getItem(key) ?? '{"pages":[]}') as { pages: { path: string }[] }).pages.map(
        (kept) => kept.path,
      ),
    LAST_PAGES_KEY,
  )
}

/** The pupil signs in on the home and moves on to /exams inside the app, which keeps the home as last seen. */
async function moveOnFromTheHome(page: Page): Promise<void> {
  await page.goto('/')
  await signInAsDemoAccount(page, 'Ana Popescu')
  await expect(page.getByRole('heading', { name: 'Exercise of the day' })).toBeVisible(FIRST_PAINT)
  await page.waitForLoadState('networkidle')
  await page.getByRole('link', { name: 'Browse Exams' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Exams' })).toBeVisible(FIRST_PAINT)
  await expect.poll(() => keptPaths(page), FIRST_PAINT).toContain('/')
}

/** A device that keeps no page: what the app keeps of a page left is forgotten right after. */
async function forgetPagesWhenLeft(page: Page): Promise<void> {
  await page.evaluate((key) => {
    localStorage.removeItem(key)
    window.addEventListener('pagehide', () => localStorage.removeItem(key))
  }, LAST_PAGES_KEY)
}

/**
 * Reloads a device that keeps no page with every script held, and the user home's copy too (decision 0067):
 * the page as sent stays. Returns what releases the scripts.
 */
async function reloadAsSent(page: Page): Promise<() => void> {
  await forgetPagesWhenLeft(page)
  await page.waitForLoadState('networkidle')
  await holdRequests(page, (url) => url.pathname.includes('/copies/'))
  const releaseScripts = await holdScripts(page)
  await page.reload({ waitUntil: 'commit' })
  return releaseScripts
}

test.describe('a signed-in reload', () => {
  test('paints the page last seen on this device before any script, inert until the app replaces it', async ({
    page,
  }) => {
    await page.goto('/')
    await signInAsDemoAccount(page, 'Ana Popescu')
    await page.goto('/exams')
    await expect(page.getByRole('heading', { level: 1, name: 'Exams' })).toBeVisible(FIRST_PAINT)
    await page.waitForLoadState('networkidle')
    // Every script is held: what shows comes from the HTML and from what this device kept.
    const releaseScripts = await holdScripts(page)
    await page.reload({ waitUntil: 'commit' })
    const root = page.locator('#root')
    await expect(root.locator('h1', { hasText: 'Exams' })).toBeVisible(FIRST_PAINT)
    await expect(root).toHaveAttribute(SNAPSHOT, '')
    await expect(root).toHaveAttribute('inert', '')
    await expect(root).toHaveAttribute('aria-busy', 'true')
    await expect(page.getByTestId('token-count')).toBeVisible()

    // A page not seen on this device: the layout of the last one, with a skeleton in place of its content.
    await page.goto('/attempts', { waitUntil: 'commit' })
    await expect(root.getByText('Ana Popescu', { exact: true })).toBeVisible(FIRST_PAINT)
    await expect(root.locator('main')).toHaveAttribute('data-snapshot-pending', '')
    await expect(root.locator('h1', { hasText: 'Exams' })).toHaveCount(0)

    releaseScripts()
    await expect(page.getByRole('heading', { level: 1, name: 'Attempts' })).toBeVisible(FIRST_PAINT)
    for (const attribute of [SNAPSHOT, 'inert', 'aria-busy'])
      await expect(root).not.toHaveAttribute(attribute)
    // The copy's CSS is Emotion's now: it stays, and the app inserted none of its styles a second time.
    const copyStyle = page.locator(`style[${SNAPSHOT}]`)
    await expect(copyStyle).toHaveAttribute('data-emotion', /^css \S/)
    const insertedAgain = await page.evaluate((attribute) => {
      const copy = document.querySelector(`style[${attribute}]`)!
      const names = new Set((copy.getAttribute('data-emotion') ?? '').split(' ').slice(1))
      const again: string[] = []
      for (const style of Array.from(document.querySelectorAll('style[data-emotion="css"]')))
        for (const rule of Array.from((style as HTMLStyleElement).sheet?.cssRules ?? []))
          for (const name of rule.cssText.match(/\.css-[\w-]+/g) ?? [])
            if (names.has(name.slice(5))) again.push(name)
      return { kept: names.size, again }
    }, SNAPSHOT)
    expect(insertedAgain.kept).toBeGreaterThan(20)
    expect(insertedAgain.again).toEqual([])

    // What this device kept of the user's pages goes with the sign-out.
    expect(await page.evaluate((key) => localStorage.getItem(key), LAST_PAGES_KEY)).not.toBeNull()
    await signOutThroughPopup(page, 'Ana Popescu')
    expect(await page.evaluate((key) => localStorage.getItem(key), LAST_PAGES_KEY)).toBeNull()
  })

  test('opens the home as last seen after the student moved on from it inside the app', async ({ page }) => {
    // From the home to /exams inside the app: the home is kept as last seen, not forgotten.
    await moveOnFromTheHome(page)

    // Back on the home another day: it paints before any script, with the exercise of the day in it.
    const releaseScripts = await holdScripts(page)
    await page.goto('/', { waitUntil: 'commit' })
    const root = page.locator('#root')
    await expect(root.locator('h1', { hasText: 'Hello, Ana Popescu!' })).toBeVisible(FIRST_PAINT)
    await expect(root).toHaveAttribute(SNAPSHOT, '')
    await expect(root.getByText('Exercise of the day').first()).toBeVisible()
    releaseScripts()
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ana Popescu!' })).toBeVisible(
      FIRST_PAINT,
    )
    await expect(root).not.toHaveAttribute(SNAPSHOT)
  })

  test('a link or button tapped on the copy is pressed once the app has rendered the page', async ({
    page,
  }) => {
    await moveOnFromTheHome(page)
    await page.waitForLoadState('networkidle')
    const root = page.locator('#root')
    /** A finger on the copy: it is inert, so nothing on it takes the tap, which the page keeps for the app. */
    const tapOnCopy = async (control: Locator) => {
      const box = await control.boundingBox()
      if (!box) throw new Error('the control is not on the screen')
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      await expect(control).toHaveAttribute('data-snapshot-tapped', '')
    }

    // The home, as last seen: Browse Exams tapped before any script has come leads to the exams once they have.
    let releaseScripts = await holdScripts(page)
    await page.goto('/', { waitUntil: 'commit' })
    await expect(root).toHaveAttribute(SNAPSHOT, '', FIRST_PAINT)
    await tapOnCopy(root.getByText('Browse Exams'))
    await page.waitForTimeout(300)
    expect(new URL(page.url()).pathname).toBe('/')
    releaseScripts()
    await expect(page.getByRole('heading', { level: 1, name: 'Exams' })).toBeVisible(FIRST_PAINT)
    expect(new URL(page.url()).pathname).toBe('/exams')

    // The menu button of the layout on the exams' copy: the navigation opens once the app has started.
    releaseScripts = await holdScripts(page)
    await page.reload({ waitUntil: 'commit' })
    await expect(root).toHaveAttribute(SNAPSHOT, '', FIRST_PAINT)
    await tapOnCopy(root.getByLabel('Open navigation'))
    releaseScripts()
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Materials', exact: true })).toBeVisible(
      FIRST_PAINT,
    )
    await expect(root).not.toHaveAttribute(SNAPSHOT)
  })

  test('a button pressed on the page as sent, with no copy kept, is pressed once the app has rendered the page', async ({
    page,
  }) => {
    await page.goto('/')
    await signInAsDemoAccount(page, 'Ana Popescu')
    const releaseScripts = await reloadAsSent(page)
    // The landing's header beside the skeleton: its menu button is there before any script.
    const menu = page.getByRole('button', { name: 'Open navigation' })
    await expect(menu).toBeVisible(FIRST_PAINT)
    await expect(page.locator('#root')).not.toHaveAttribute(SNAPSHOT)
    await menu.click()
    releaseScripts()
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Materials', exact: true })).toBeVisible(
      FIRST_PAINT,
    )
    // Behind the open navigation (hidden from the accessibility tree meanwhile), the user home.
    await expect(page.locator('main a', { hasText: 'Browse Exams' })).toBeAttached()
  })

  test('on a device that kept no page, paints the home with the day’s exercise before any script, inert until the app replaces it', async ({
    page,
  }) => {
    await page.goto('/')
    await signInAsDemoAccount(page, 'Ana Popescu')
    await forgetPagesWhenLeft(page)
    await page.waitForLoadState('networkidle')
    const day = (await (await page.request.get('/api/v1/exercises/exercise-of-the-day')).json()) as {
      exercise: { question: string; answers: { text: string }[] }
    }
    // Every script is held: the home comes from the two copies the builds wrote and the day's exercise.
    const releaseScripts = await holdScripts(page)
    await page.reload({ waitUntil: 'commit' })
    const root = page.locator('#root')
    await expect(root.locator('h1', { hasText: 'Hello, Ana Popescu!' })).toBeVisible(FIRST_PAINT)
    await expect(root).toHaveAttribute(SNAPSHOT, '')
    await expect(root).toHaveAttribute('inert', '')
    const card = root.locator('article', { hasText: 'Exercise of the day' })
    await expect(card.getByText(day.exercise.question, { exact: true })).toBeVisible()
    for (const answer of day.exercise.answers)
      await expect(card.getByText(answer.text, { exact: true })).toBeVisible()
    await expect(root.getByRole('link', { name: 'Browse Exams', includeHidden: true })).toBeAttached()
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeHidden()

    releaseScripts()
    await expect(root).not.toHaveAttribute(SNAPSHOT, FIRST_PAINT)
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ana Popescu!' })).toBeVisible()
    // The card is the app's now: the same question, answerable.
    const answerable = page.getByRole('article', { name: 'Exercise of the day' })
    await expect(answerable.getByText(day.exercise.question, { exact: true })).toBeVisible(FIRST_PAINT)
    await answerable.getByRole('radio').first().click()
    await expect(answerable.getByRole('button', { name: 'Submit' })).toBeEnabled()
  })

  test("with no copy kept, the page as sent shows the last profile's tokens and name before any script, where the app then shows them", async ({
    page,
  }) => {
    await page.goto('/')
    await signInAsDemoAccount(page, 'Ana Popescu')
    const tokens = (await page.getByTestId('token-count').textContent())?.trim()
    const releaseScripts = await reloadAsSent(page)
    const resumed = page.locator('[data-resumed-profile]')
    await expect(resumed).toBeVisible(FIRST_PAINT)
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '')
    const name = resumed.getByRole('button', { name: 'Ana Popescu', exact: true })
    await expect(name).toBeVisible()
    await expect(resumed.getByLabel('Tokens')).toHaveText(tokens ?? '')
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeHidden()
    const before = await name.boundingBox()

    // A tap on the name is kept, and opens the user's menu once the app has rendered the bar.
    await name.click()
    releaseScripts()
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible(FIRST_PAINT)
    await expect(resumed).toHaveCount(0)
    const after = await page.getByRole('button', { name: 'Ana Popescu', exact: true }).boundingBox()
    expect(Math.abs((after?.x ?? 0) - (before?.x ?? 0))).toBeLessThanOrEqual(1)
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThanOrEqual(1)
    expect(after?.width).toBeCloseTo(before?.width ?? 0, 0)
  })

  test('nothing moves when the app replaces the copy of the home it painted first', async ({ page }) => {
    await page.goto('/')
    await signInAsDemoAccount(page, 'Ana Popescu')
    await expect(page.getByRole('heading', { name: 'Exercise of the day' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await page.addInitScript(() => {
      const seen = { shift: 0, snapshot: false }
      ;(window as unknown as { seen: typeof seen }).seen = seen
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          seen.shift += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
      document.addEventListener(
        'DOMContentLoaded',
        () => (seen.snapshot = document.getElementById('root')?.hasAttribute('data-page-snapshot') ?? false),
      )
    })
    await reloadApp(page)
    await expect(page.getByRole('heading', { name: 'Exercise of the day' })).toBeVisible(FIRST_PAINT)
    await page.waitForLoadState('networkidle')
    const seen = await page.evaluate(
      () => (window as unknown as { seen: { shift: number; snapshot: boolean } }).seen,
    )
    expect(seen.snapshot).toBe(true)
    expect(seen.shift).toBeLessThanOrEqual(0.02)
  })

  for (const device of ['with the home last seen on this device', 'on a device that kept no page'] as const) {
    test(`never shows the landing or a Sign In button: the last profile shows at once, before the API answers, ${device}`, async ({
      page,
    }) => {
      await page.goto('/')
      await signInAsDemoAccount(page, 'Ana Popescu')
      if (device === 'on a device that kept no page') await forgetPagesWhenLeft(page)

      // Hold every API answer until the frames before it have been checked.
      let releaseApi = () => {}
      const apiHeld = new Promise<void>((resolve) => (releaseApi = resolve))
      let apiAnswered = false
      await page.route('**/api/**', async (route) => {
        await apiHeld
        await route.continue()
      })
      // Only calls of the reloaded page count: one the signed-in page made before may still be answered.
      const afterReload = new Set<Request>()
      let reloading = false
      page.on('request', (request) => {
        if (reloading) afterReload.add(request)
      })
      page.on('response', (response) => {
        if (afterReload.has(response.request()) && new URL(response.url()).pathname.startsWith('/api/'))
          apiAnswered = true
      })
      await page.addInitScript(recordVisitorFrames)
      reloading = true
      await page.reload()

      // The user's name and tokens from the last profile, while no API call has answered.
      await expect(page.getByRole('button', { name: 'Ana Popescu', exact: true })).toBeVisible(FIRST_PAINT)
      await expect(page.getByTestId('token-count')).toBeVisible()
      expect(apiAnswered).toBe(false)
      const frames = await page.evaluate(
        () => (window as unknown as { visitorFrames: { landing: boolean; signIn: boolean }[] }).visitorFrames,
      )
      expect(frames.length).toBeGreaterThan(5)
      expect(frames.filter((frame) => frame.landing || frame.signIn)).toEqual([])

      releaseApi()
      // The user home itself, not only its frame: the skeleton (or the home as last seen) gives way to the page.
      await expect(page.locator('#root')).not.toHaveAttribute(SNAPSHOT, FIRST_PAINT)
      await expect(page.getByRole('link', { name: 'Browse Exams' })).toBeVisible(FIRST_PAINT)
      await expect(page.getByRole('heading', { level: 1, name: LANDING_HEADING })).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Ana Popescu', exact: true })).toBeVisible()
      const after = await page.evaluate(
        () => (window as unknown as { visitorFrames: { landing: boolean; signIn: boolean }[] }).visitorFrames,
      )
      expect(after.filter((frame) => frame.landing || frame.signIn)).toEqual([])
    })
  }

  test("downloads its page's remote code while the libraries still download, and runs it once they have", async ({
    page,
  }) => {
    await page.goto('/')
    await signInAsDemoAccount(page, 'Ana Popescu')
    // The page before the reload has fetched all it will: only the reloaded page's requests are counted.
    await expect(page.getByRole('heading', { name: 'Exercise of the day' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    // Chakra's chunk is held: until it arrives, the app cannot render and no remote may run.
    let releaseChakra = () => {}
    const chakraHeld = new Promise<void>((resolve) => (releaseChakra = resolve))
    let chakraRequested = false
    await page.route(
      (url) => /^\/\d+\.[0-9a-f]{10}\.js$/.test(url.pathname),
      async (route) => {
        const response = await route.fetch()
        const body = await response.text()
        if (body.includes('chakra-')) {
          chakraRequested = true
          await chakraHeld
        }
        await route.fulfill({ response, body })
      },
    )
    const remoteRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/remotes/mfe_interactive/')) remoteRequests.push(request.url())
    })
    await page.reload({ waitUntil: 'commit' })

    // The exercise of the day's code downloads meanwhile…
    await expect.poll(() => chakraRequested).toBe(true)
    await expect.poll(() => remoteRequests.some((url) => url.includes('ExerciseOfTheDayCard'))).toBe(true)
    // …but the app cannot render yet: the page shown is the home as last seen on this device.
    await expect(page.locator('#root')).toHaveAttribute(SNAPSHOT, '')

    releaseChakra()
    await expect(page.locator('#root')).not.toHaveAttribute(SNAPSHOT, FIRST_PAINT)
    await expect(page.getByRole('heading', { name: 'Exercise of the day' })).toBeVisible(FIRST_PAINT)
    await expect(page.getByRole('link', { name: 'Browse Exams' })).toBeVisible()
  })
})
