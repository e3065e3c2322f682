import { expect, test, type Page } from '@playwright/test'
import config from '../playwright.config'
import { graveViolations } from '../support/axe'
import { FIRST_PAINT, holdTheApp } from '../support/shell'

// Playwright turns Chromium's popup blocker off; a phone's browser has it on. With it on, a popup opens only
// within 5 s of the tap that asked for it (decision 0046). No trace: its snapshots of the page count as taps.
test.use({
  launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--disable-popup-blocking'] },
  trace: 'off',
})

const BLOCKED = 'Your browser blocked the sign-in window.'

test('Sign In pressed long before the app runs: the blocked window is asked for again, and that tap signs in', async ({
  page,
}) => {
  const popups: Page[] = []
  page.on('popup', (popup) => popups.push(popup))
  const releaseApp = await holdTheApp(page)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  // A slow phone: the app starts, and presses Sign In again, after the tap has stopped counting (5 s).
  await page.waitForTimeout(6_000)
  // Until the sign-in has asked for its popup, nothing here may look into the page: Playwright's evaluations
  // count as a tap, and the browser would then open the popup. The app's log line says the popup was refused.
  const refused = page.waitForEvent('console', {
    predicate: (message) => message.text().startsWith('The browser blocked the sign-in window.'),
    timeout: FIRST_PAINT.timeout,
  })
  releaseApp()
  await refused
  expect(popups).toHaveLength(0)

  const alert = page.getByRole('alert').filter({ hasText: BLOCKED })
  await expect(alert).toBeVisible()
  await expect(alert).toContainText('Press Sign In again to open it.')
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeEnabled()
  expect(await graveViolations(page)).toEqual([])

  // The new tap opens the identity provider's window at once.
  const opened = page.waitForEvent('popup')
  await alert.getByRole('button', { name: 'Sign In' }).click()
  const popup = await opened
  await popup.getByRole('button', { name: /^Ana Popescu / }).click()
  await expect(page.getByRole('button', { name: 'Ana Popescu', exact: true })).toBeVisible(FIRST_PAINT)
  await expect(alert).toHaveCount(0)
})
