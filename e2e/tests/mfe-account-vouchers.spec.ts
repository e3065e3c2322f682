import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { startProductServer, type ProductServer } from '../support/product-server'
import { reloadApp, startInTheme } from '../support/shell'
import { keepFullPageScreenshot } from '../support/screenshots'

/** The key the partner sends to issue vouchers; only this spec's own server knows it. */
const PARTNER_KEY = 'e2e-istoricescu-partner-key'
const NOT_FOUND_TEXT = 'Voucherul nu există sau a fost deja revendicat.'

function newVisitor() {
  const id = randomUUID().slice(0, 8)
  return { email: `voucher.${id}@example.ro`, name: `Elev ${id.slice(0, 4)}` }
}

/** The partner issues a voucher worth `tokens` through its API (x-api-key). */
async function issueVoucher(server: ProductServer, tokens: number): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/partners/istoricescu/vouchers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': PARTNER_KEY },
    body: JSON.stringify({ tokens }),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: string }).id
}

/** Signs up through the voucher card's own button (the card's Sign Up starts the sign-in too). */
async function signUpFromVoucherCard(page: Page, account: { email: string; name: string }) {
  const card = page.getByTestId('voucher-sign-in-card')
  await expect(card.getByRole('button', { name: 'Sign In' })).toBeVisible()
  const popupOpened = page.waitForEvent('popup')
  await card.getByRole('button', { name: 'Sign Up' }).click()
  const popup = await popupOpened
  await popup.waitForLoadState()
  await popup.getByLabel('Email').fill(account.email)
  await popup.getByLabel('Display name').fill(account.name)
  await popup.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page.getByRole('button', { name: account.name, exact: true })).toBeVisible()
}

test.describe('partner vouchers', () => {
  // The partner's key is configured on a server of this spec's own.
  let server: ProductServer
  test.describe.configure({ mode: 'serial', timeout: 120_000 })

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    server = await startProductServer(Number(process.env.E2E_PORT ?? 8181) + 1, {
      ISTORICESCU_API_KEY: PARTNER_KEY,
    })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('a visitor opens a voucher link, signs up from it, claims it once, and a second claim is refused', async ({
    page,
  }, testInfo) => {
    const voucherId = await issueVoucher(server, 25)
    const visitor = newVisitor()

    await page.goto(`${server.url}/vouchers/by-istoricescu/${voucherId}`)
    await expect(page.getByRole('img', { name: 'Istoricescu' })).toBeVisible()
    await keepFullPageScreenshot(page, testInfo.outputPath('voucher-signed-out-dark.png'))
    await signUpFromVoucherCard(page, visitor)

    const card = page.getByTestId('voucher-redeem-card')
    await expect(card.getByTestId('voucher-tokens')).toHaveText('25 tokeni')
    await expect(page.getByTestId('token-count')).toHaveText('10')
    await card.getByRole('button', { name: 'Revendică' }).click()

    const claimed = card.getByRole('button', { name: 'Succes' })
    await expect(claimed).toBeVisible()
    await expect(claimed).toBeDisabled()
    await expect(page.getByTestId('token-count')).toHaveText('35')
    await keepFullPageScreenshot(page, testInfo.outputPath('voucher-claimed-dark.png'))

    // The link again: the voucher is gone.
    await reloadApp(page)
    await expect(page.getByTestId('voucher-error')).toHaveText(NOT_FOUND_TEXT)
    await expect(page.getByTestId('token-count')).toHaveText('35')
  })

  test('two tabs claim the same voucher: the tokens come once and the second tab says it was claimed', async ({
    page,
    context,
  }, testInfo) => {
    await startInTheme(page, 'light')
    const voucherId = await issueVoucher(server, 7)
    await page.goto(`${server.url}/vouchers/by-istoricescu/${voucherId}`)
    await signUpFromVoucherCard(page, newVisitor())
    await expect(page.getByTestId('voucher-tokens')).toHaveText('7 tokeni')

    const second = await context.newPage()
    await second.goto(`${server.url}/vouchers/by-istoricescu/${voucherId}`)
    await expect(second.getByTestId('voucher-tokens')).toHaveText('7 tokeni')
    await keepFullPageScreenshot(page, testInfo.outputPath('voucher-redeem-light.png'))

    await page.getByRole('button', { name: 'Revendică' }).click()
    await expect(page.getByRole('button', { name: 'Succes' })).toBeVisible()
    await second.getByRole('button', { name: 'Revendică' }).click()
    await expect(second.getByTestId('voucher-error')).toHaveText(NOT_FOUND_TEXT)
    await expect(second.getByRole('button', { name: 'Succes' })).toHaveCount(0)
    await reloadApp(second)
    await expect(second.getByTestId('token-count')).toHaveText('17')
  })

  test('an unknown voucher says it does not exist', async ({ page }) => {
    await page.goto(`${server.url}/`)
    await page.goto(`${server.url}/vouchers/by-istoricescu/${randomUUID()}`)
    await signUpFromVoucherCard(page, newVisitor())
    await expect(page.getByTestId('voucher-error')).toHaveText(NOT_FOUND_TEXT)
  })
})
