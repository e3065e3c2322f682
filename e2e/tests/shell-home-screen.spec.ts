import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { FIRST_PAINT, holdTheApp, startInTheme, waitForApp } from '../support/shell'

interface ManifestIcon {
  src: string
  sizes: string
  type: string
  purpose: string
}

/** The page's bar colour (meta theme-color) and the top bar's own colour, both as `rgb(…)`. */
function barColours(page: Page) {
  return page.evaluate(() => {
    const probe = document.createElement('div')
    probe.style.color = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content ?? ''
    document.body.append(probe)
    const meta = getComputedStyle(probe).color
    probe.remove()
    const header = document.querySelector('header')
    return { meta, topBar: header ? getComputedStyle(header).backgroundColor : null }
  })
}

test.describe('Grile on a phone’s home screen', () => {
  test('every page names its icons and its web app manifest, and Chromium finds Grile installable', async ({
    playwright,
    baseURL,
  }, testInfo) => {
    // Not in an incognito profile (Playwright's usual context), where nothing is installable.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'grile-profile-'))
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL,
    })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      const cdp = await context.newCDPSession(page)
      // A public page (built HTML) and a signed-in route (the app's index.html).
      for (const pagePath of ['/', '/exams']) {
        await page.goto(pagePath)
        const head = await page.evaluate(() =>
          Object.fromEntries(
            ['icon', 'apple-touch-icon', 'manifest'].map((rel) => [
              rel,
              document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href') ?? null,
            ]),
          ),
        )
        expect(head).toEqual({
          icon: '/icons/icon.svg',
          'apple-touch-icon': '/icons/apple-touch-icon.png',
          manifest: '/manifest.webmanifest',
        })
        await expect.poll(async () => (await cdp.send('Page.getAppManifest')).errors).toEqual([])
        await expect
          .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
          .toEqual([])
      }

      const response = await page.request.get('/manifest.webmanifest')
      expect(response.headers()['content-type']).toContain('application/manifest+json')
      const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] }
      expect(manifest).toMatchObject({
        name: 'Grile',
        short_name: 'Grile',
        start_url: '/',
        display: 'standalone',
      })
      // The installed app opens in the default theme, with the bar colour each page's HTML starts with.
      const html = await (await page.request.get('/')).text()
      expect(manifest.theme_color).toBe(/<meta name="theme-color" content="([^"]+)"/.exec(html)?.[1])
      expect(manifest.icons.map((icon) => icon.purpose).sort()).toEqual(['any', 'any', 'any', 'maskable'])
      // Each icon is there, of its type, and a picture of its stated size.
      for (const icon of [
        ...manifest.icons,
        { src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png', purpose: 'any' },
      ]) {
        const file = await page.request.get(icon.src)
        expect(file.status(), icon.src).toBe(200)
        expect(file.headers()['content-type'], icon.src).toContain(icon.type)
        const drawn = await page.evaluate(async (src) => {
          const image = new Image()
          image.src = src
          await image.decode()
          return `${image.naturalWidth}x${image.naturalHeight}`
        }, icon.src)
        if (icon.sizes !== 'any') expect(drawn, icon.src).toBe(icon.sizes)
      }
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })

  test('the phone’s browser bar takes the top bar’s colour in each theme, before the app runs too', async ({
    page,
  }) => {
    await startInTheme(page, 'light')
    const letTheAppStart = await holdTheApp(page)
    // Not until `load`: the held script, once asked for, holds the page's load event too.
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await expect(page.locator('header')).toBeVisible(FIRST_PAINT)
    expect(await barColours(page)).toEqual({ meta: 'rgb(255, 255, 255)', topBar: 'rgb(255, 255, 255)' })
    letTheAppStart()
    await waitForApp(page)

    await page.getByRole('button', { name: 'Switch to the dark theme' }).click()
    await expect.poll(() => barColours(page)).toEqual({ meta: 'rgb(17, 17, 17)', topBar: 'rgb(17, 17, 17)' })
    await page.getByRole('button', { name: 'Switch to the light theme' }).click()
    await expect
      .poll(() => barColours(page))
      .toEqual({ meta: 'rgb(255, 255, 255)', topBar: 'rgb(255, 255, 255)' })
  })
})
