import path from 'node:path'
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { PUBLIC_PAGES, startInTheme, type Theme, FIRST_PAINT } from '../support/shell'
import { graveViolations } from '../support/axe'
import { signInAsDemoAccount } from '../support/sign-in'
import { keepFullPageScreenshot } from '../support/screenshots'

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'artifacts', 'screenshots')
const THEMES: Theme[] = ['light', 'dark']

test.describe.configure({ timeout: 120_000 })

/** Saves a full-page screenshot beside the others and attaches it to the HTML report. */
async function photograph(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = path.join(SCREENSHOTS, `${name}.png`)
  await keepFullPageScreenshot(page, file)
  await testInfo.attach(name, { path: file, contentType: 'image/png' })
}

for (const theme of THEMES) {
  test.describe(`in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => startInTheme(page, theme))

    for (const { path: pagePath, heading } of PUBLIC_PAGES) {
      test(`${pagePath} has no serious or critical accessibility violation`, async ({ page }) => {
        await page.goto(pagePath)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(FIRST_PAINT)
        // Wait for what the page loads from the API (offers, counts) so that it is checked too.
        await page.waitForLoadState('networkidle')
        expect(await graveViolations(page)).toEqual([])
      })
    }

    test('the landing page, photographed', async ({ page }, testInfo) => {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto('/')
      await expect(page.getByTestId('offer').first()).toBeVisible(FIRST_PAINT)
      await page.waitForLoadState('networkidle')
      await photograph(page, testInfo, `landing-${theme}`)

      await page.setViewportSize({ width: 390, height: 844 })
      await photograph(page, testInfo, `landing-${theme}-mobile`)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, 'no horizontal scrolling on a phone').toBeLessThanOrEqual(0)
    })

    test('the user home has no serious or critical accessibility violation, photographed', async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto('/')
      await signInAsDemoAccount(page, 'Ana Popescu')
      await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ana Popescu!' })).toBeVisible(
        FIRST_PAINT,
      )
      await expect(
        page
          .getByRole('region', { name: 'Exercise of the day' })
          .or(page.getByText('The exercise of the day is unavailable')),
      ).toBeVisible(FIRST_PAINT)
      await page.waitForLoadState('networkidle')
      expect(await graveViolations(page)).toEqual([])
      await photograph(page, testInfo, `user-home-${theme}`)
    })
  })
}
