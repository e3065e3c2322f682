import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import config from '../playwright.config'
import { startProductServer, type ProductServer } from '../support/product-server'
import { FIRST_PAINT, startInTheme, waitForApp } from '../support/shell'
import { openSignInPopup } from '../support/sign-in'

// A public demo: the local sign-in and the card sandbox on an address that is not this machine's, allowed
// only with PUBLIC_DEMO=true. The browser reaches the made-up host on 127.0.0.1, and treats the plain-http
// origin as secure (MSAL needs Web Crypto), as it would treat the https address of a real deployment.
const PORT = Number(process.env.E2E_PORT ?? 8181) + 5
const DEMO_URL = `http://grile-demo.test:${PORT}`
const NOTICE =
  'Demo of Grile: sign-in takes any e-mail without a password and payments take only the test card. Do not enter real personal data.'

test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [
      ...(config.use?.launchOptions?.args ?? []),
      `--host-resolver-rules=MAP grile-demo.test 127.0.0.1`,
      `--unsafely-treat-insecure-origin-as-secure=${DEMO_URL}`,
    ],
  },
})

/** The notice: visible, at the very top, across the whole width, in its own words. */
async function expectNoticeOnTop(page: Page) {
  const notice = page.getByRole('complementary', { name: 'Demo notice' })
  await expect(notice).toHaveText(NOTICE, FIRST_PAINT)
  const box = await notice.boundingBox()
  const width = await page.evaluate(() => document.documentElement.clientWidth)
  expect(box).toMatchObject({ x: 0, y: 0, width })
}

test.describe('a public demo says so on every page', () => {
  let server: ProductServer
  test.describe.configure({ mode: 'serial', timeout: 180_000 })

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    server = await startProductServer(PORT, { PUBLIC_URL: DEMO_URL, PUBLIC_DEMO: 'true' })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('on a phone: the public pages before any script, then the sign-in page and the signed-in app', async ({
    page,
  }, testInfo) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text())
    })
    await page.setViewportSize({ width: 360, height: 740 })
    await startInTheme(page, 'dark')

    // The page as the server sends it (asked here on the loopback name): the notice is part of the HTML.
    const html = await (await page.request.get(`${server.url}/lessons`)).text()
    expect(html).toContain(`aria-label="Demo notice"`)

    await page.goto(`${DEMO_URL}/`)
    await expectNoticeOnTop(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await waitForApp(page)
    // The app took over the page around the notice: it is still there, once.
    await expect(page.locator('#demo-notice')).toHaveCount(1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await page.screenshot({ path: testInfo.outputPath('demo-landing-phone-dark.png') })

    const popup = await openSignInPopup(page)
    await expectNoticeOnTop(popup)
    await popup.screenshot({ path: testInfo.outputPath('demo-sign-in-phone-dark.png') })
    const name = `demo${randomUUID().slice(0, 6)}`
    await popup.getByLabel('Email').fill(`${name}@example.com`)
    await popup.getByLabel('Display name').fill(name)
    await popup.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible(FIRST_PAINT)
    await expectNoticeOnTop(page)
    expect(problems).toEqual([])
  })

  test('on a desktop: the notice stays on the pages the browser renders and through navigation inside the app', async ({
    page,
  }, testInfo) => {
    await startInTheme(page, 'light')
    await page.goto(`${DEMO_URL}/product`)
    await expectNoticeOnTop(page)
    // A signed-in page, rendered in the browser (a visitor is sent back to the landing page).
    await page.goto(`${DEMO_URL}/exams`)
    await expectNoticeOnTop(page)
    await waitForApp(page)
    await page.getByRole('link', { name: 'Contact' }).first().click()
    await expect(page).toHaveURL(`${DEMO_URL}/contact`)
    await expect(page.getByRole('heading', { name: 'Contact', level: 1 })).toBeVisible()
    await expectNoticeOnTop(page)
    await page.screenshot({ path: testInfo.outputPath('demo-contact-desktop-light.png') })
  })
})
