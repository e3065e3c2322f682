import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { reloadApp, startInTheme } from '../support/shell'
import { signUpThroughPopup } from '../support/sign-in'
import { keepFullPageScreenshot } from '../support/screenshots'

/** The local payment sandbox's test cards (api/src/services/sandbox-checkout-service.ts). */
const APPROVED_CARD = '4242 4242 4242 4242'
const DECLINED_CARD = '4000 0000 0000 0002'
const VOUCHER_OFFER = '60 tokens + Istoricescu voucher'
const SMALL_OFFER = '10 tokens'

function newStudent() {
  const id = randomUUID().slice(0, 8)
  return { email: `cont.${id}@example.ro`, name: `Elev ${id.slice(0, 4)}` }
}

function section(page: Page, name: string) {
  return page.getByRole('region', { name })
}

async function openProfile(page: Page) {
  await page.goto('/me')
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
}

/** Buy on /tokens (or /lessons/buy): the sandbox's checkout page opens for the offer. */
async function startCheckout(page: Page, offer: string, { from = '/tokens', title = 'Tokens' } = {}) {
  await page.goto(from)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const buy = page.getByRole('button', { name: `Buy ${offer}` })
  const checkoutRequested = page.waitForRequest((r) => /\/api\/v1\/offers\/[0-9a-f-]+\/buy$/.test(r.url()))
  await buy.click()
  await checkoutRequested
  await expect(page).toHaveURL(/\/api\/payments\//)
  await expect(page.getByRole('heading', { level: 1, name: offer })).toBeVisible()
}

async function payWith(page: Page, card: string) {
  await page.getByLabel('Name on card').fill('Elev Test')
  await page.getByLabel('Card number').fill(card)
  await page.getByLabel('Expiry (MM/YY)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: /^Pay / }).click()
}

test.describe('profile, tokens and purchases', () => {
  test.describe.configure({ timeout: 120_000 })

  test('a student edits the name, trying each rule, and the new name shows everywhere', async ({
    page,
  }, testInfo) => {
    const student = newStudent()
    await page.goto('/')
    await signUpThroughPopup(page, student)
    await openProfile(page)

    const personal = section(page, 'Personal')
    await expect(personal.getByLabel('User Id', { exact: true })).toHaveValue(/^[0-9a-f-]{36}$/)
    await expect(personal.getByLabel('Email')).toHaveValue(student.email)
    await expect(section(page, 'Performance').getByLabel('Rating', { exact: true })).toHaveValue(/^\d+$/)
    await expect(section(page, 'Performance').getByLabel('Rating Rank')).toHaveValue(/^\d+$/)
    await expect(page.getByTestId('profile-token-count')).toHaveText('10')
    await expect(section(page, 'Purchases').getByText('There are no purchases.')).toBeVisible()

    const name = personal.getByLabel('Name')
    const save = personal.getByRole('button', { name: 'Save' })
    await expect(name).toHaveValue(student.name)
    await expect(save).toHaveCount(0)

    await name.fill('ab')
    await expect(personal.getByText('Must be min. 3 characters long')).toBeVisible()
    await expect(save).toHaveCount(0)
    await name.fill('A name far too long')
    await expect(personal.getByText('Must not exceed 16 characters')).toBeVisible()
    await expect(save).toHaveCount(0)
    await name.fill('Elev <script>')
    await expect(personal.getByText('Must not contain special characters')).toBeVisible()
    await expect(save).toHaveCount(0)

    const newName = `Ana ${student.name.slice(-4)}`
    await name.fill(`  ${newName}  `)
    await expect(personal.getByText(/^Must /)).toHaveCount(0)
    await keepFullPageScreenshot(page, testInfo.outputPath('profile-dark.png'))
    await save.click()
    await expect(page.getByText('Name update was successful.')).toBeVisible()
    await expect(name).toHaveValue(newName)
    await expect(save).toHaveCount(0)
    // The top bar's user menu carries the new name, and it stays after a reload.
    await expect(page.getByRole('button', { name: newName, exact: true })).toBeVisible()
    await reloadApp(page)
    await expect(section(page, 'Personal').getByLabel('Name')).toHaveValue(newName)
  })

  test('a student buys a token pack with the test card, sees the purchase, its voucher and the tokens', async ({
    page,
  }, testInfo) => {
    await startInTheme(page, 'light')
    await page.goto('/')
    await signUpThroughPopup(page, newStudent())
    await expect(page.getByTestId('token-count')).toHaveText('10')

    await startCheckout(page, VOUCHER_OFFER)
    await payWith(page, APPROVED_CARD)

    await expect(page).toHaveURL(/\/purchases\/[^/]+$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'A gift box with confetti' })).toBeVisible()
    await expect(page.getByTestId('purchase-quantity')).toHaveText('60 tokens')
    const voucher = page.getByRole('region', { name: 'Istoricescu voucher' })
    await expect(voucher.getByTestId('voucher-ducats')).toHaveText('50 ducats')
    await expect(voucher.getByTestId('voucher-expiry')).toHaveText(/\d{2}\.\d{2}\.\d{4}/)
    await expect(voucher.getByRole('link', { name: /Redeem on Istoricescu/ })).toHaveAttribute(
      'href',
      /^https:\/\/istoricescu\.ro\/vouchers\/[0-9a-f-]{36}$/,
    )
    // The purchase page hides the voucher banners: the card is the only place the voucher shows.
    await expect(page.getByTestId('voucher-banner')).toHaveCount(0)
    await expect(page.getByTestId('token-count')).toHaveText('70')
    await keepFullPageScreenshot(page, testInfo.outputPath('purchase-light.png'))

    await openProfile(page)
    await expect(page.getByTestId('profile-token-count')).toHaveText('70')
    const purchase = section(page, 'Purchases').getByTestId('purchase-row')
    await expect(purchase).toHaveCount(1)
    await expect(purchase).toContainText(VOUCHER_OFFER)
    await expect(purchase).toContainText('60 tokens')
    await expect(purchase).toContainText('100,00 RON')
    await keepFullPageScreenshot(page, testInfo.outputPath('profile-light.png'))
    await purchase.getByRole('link', { name: VOUCHER_OFFER }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeVisible()
  })

  test('a declined card adds nothing, and cancelling returns to the offers', async ({ page }) => {
    await page.goto('/')
    await signUpThroughPopup(page, newStudent())

    await startCheckout(page, SMALL_OFFER)
    await payWith(page, DECLINED_CARD)
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.')
    await page.getByRole('button', { name: 'Cancel' }).click()

    await expect(page).toHaveURL(/\/tokens$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Tokens' })).toBeVisible()
    await expect(page.getByTestId('token-count')).toHaveText('10')
    await openProfile(page)
    await expect(page.getByTestId('profile-token-count')).toHaveText('10')
    await expect(section(page, 'Purchases').getByText('There are no purchases.')).toBeVisible()
  })

  test('a purchase that is not the visitor’s own cannot be loaded', async ({ page }) => {
    await page.goto('/')
    await signUpThroughPopup(page, newStudent())
    await page.goto('/purchases/not-a-session')
    await expect(
      page.getByText('Purchase could not be loaded. Please try again later or contact us.'),
    ).toBeVisible()
  })

  test('a student books an online lesson: the purchase shows, no tokens are added', async ({
    page,
  }, testInfo) => {
    await page.goto('/')
    await signUpThroughPopup(page, newStudent())
    await page.goto('/lessons/buy')
    const lesson = page.getByRole('article', { name: '1x online session' })
    await expect(lesson.getByTestId('offer-price')).toHaveText('75,00 RON')
    await keepFullPageScreenshot(page, testInfo.outputPath('lessons-buy-dark.png'))

    await startCheckout(page, '1x online session', { from: '/lessons/buy', title: 'Book a lesson' })
    await payWith(page, APPROVED_CARD)
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeVisible()
    await expect(page.getByTestId('purchase-quantity')).toHaveText('1 lesson')
    await expect(page.getByRole('region', { name: 'Istoricescu voucher' })).toHaveCount(0)
    await expect(page.getByTestId('token-count')).toHaveText('10')
  })
})
