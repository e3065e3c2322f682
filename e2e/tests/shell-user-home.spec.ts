import { expect, test, type Page } from '@playwright/test'
import { FIRST_PAINT, holdRequests } from '../support/shell'
import { openSignInPopup, signInAsDemoAccount } from '../support/sign-in'

/** Seconds in a countdown such as "6 days 23:59:58" or "00:04:10". */
function secondsOf(countdown: string): number {
  const match = /^(?:(\d+) days? )?(\d\d):(\d\d):(\d\d)$/.exec(countdown.trim())
  if (!match) throw new Error(`Not a countdown: ${countdown}`)
  const [, days = '0', hours, minutes, seconds] = match
  return Number(days) * 86_400 + Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)
}

/** Buys an offer through the local card sandbox, as the payment redirect does; ends on /purchases/{id}. */
async function buyWithSandboxCard(page: Page, accessToken: string, offerId: string): Promise<void> {
  const response = await page.request.get(`/api/v1/offers/${offerId}/buy`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  })
  expect(response.ok()).toBe(true)
  await page.goto((await response.json()) as string)
  await page.getByLabel('Name on card').fill('Ana Popescu')
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM/YY)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page).toHaveURL(/\/purchases\/[^/]+$/, FIRST_PAINT)
}

test.describe.configure({ timeout: 120_000 })

test.describe('the user home', () => {
  test('shows the two columns, the exercise of the day area and no Buy Tokens to a customer with tokens', async ({
    page,
  }) => {
    await page.goto('/')
    await signInAsDemoAccount(page, 'Ana Popescu')
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ana Popescu!' })).toBeVisible(
      FIRST_PAINT,
    )

    const blue = page.getByRole('navigation', { name: 'Practice' }).getByRole('link')
    await expect(blue).toHaveText(['Browse Exams', 'Generate Exam', 'View Attempts', 'Interactive'])
    const orange = page.getByRole('navigation', { name: 'Study and account' }).getByRole('link')
    await expect(orange).toHaveText(['Study Materials', 'Edit Profile', 'Assign Teacher', 'List Pupils'])
    await expect(page.getByRole('link', { name: 'Buy Tokens' })).toHaveCount(0)

    // The card comes from mfe-interactive at run time; until it is there, its fallback stands in.
    await expect(
      page
        .getByRole('region', { name: 'Exercise of the day' })
        .or(page.getByText('The exercise of the day is unavailable')),
    ).toBeVisible()

    await page.getByRole('link', { name: 'Browse Exams' }).click()
    await expect(page).toHaveURL(/\/exams$/)
  })

  test("while the visitor picks an account, the home's code downloads; its requests start once they are known", async ({
    page,
  }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    const homeCode = /\/remotes\/mfe_interactive\/__federation_expose_ExerciseOfTheDayCard\./
    expect(requested.filter((path) => homeCode.test(path))).toEqual([])

    const popup = await openSignInPopup(page)
    // The window stays open: the exercise of the day's code comes meanwhile, and nothing is asked of the API
    // without the user.
    await expect.poll(() => requested.some((path) => homeCode.test(path))).toBe(true)
    expect(requested).not.toContain('/api/v1/exercises/exercise-of-the-day')

    const dailyRead = page.waitForRequest((request) => request.url().endsWith('/exercise-of-the-day'))
    await popup.getByRole('button', { name: /^Ana Popescu / }).click()
    await dailyRead
    await expect(page.getByRole('region', { name: 'Exercise of the day' })).toBeVisible(FIRST_PAINT)
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ana Popescu!' })).toBeVisible()
    // The home's own read found the one started as the user was set: the reviews due are asked for once.
    expect(requested.filter((path) => path.endsWith('/reviews/due-count'))).toHaveLength(1)
  })

  test("the exercise of the day's place keeps one height while its code and then its answer load", async ({
    page,
  }) => {
    // Each held until released: the card's code, then the exercise of the day's answer.
    const releaseCode = await holdRequests(page, (url) =>
      /\/remotes\/mfe_interactive\/__federation_expose_ExerciseOfTheDayCard\./.test(url.pathname),
    )
    const releaseAnswer = await holdRequests(
      page,
      (url) => url.pathname === '/api/v1/exercises/exercise-of-the-day',
    )
    await page.goto('/')
    await signInAsDemoAccount(page, 'Ana Popescu')
    const place = page.getByRole('region', { name: 'Exercise of the day' })
    await expect(place).toBeVisible(FIRST_PAINT)
    const whileCodeLoads = (await place.boundingBox())?.height

    releaseCode()
    await expect(place.getByRole('status', { name: 'Loading the exercise of the day' })).toBeVisible(
      FIRST_PAINT,
    )
    const whileAnswerLoads = (await place.boundingBox())?.height
    // The shell's placeholder and the card's skeleton: one height, so what follows moves once, when the card comes.
    expect(whileCodeLoads).toBeGreaterThan(300)
    expect(whileAnswerLoads).toBe(whileCodeLoads)

    releaseAnswer()
    await expect(place.getByRole('heading', { name: 'Exercise of the day' })).toBeVisible(FIRST_PAINT)
  })

  test('offers Buy Tokens to a user who is not a customer', async ({ page }) => {
    await page.goto('/')
    await signInAsDemoAccount(page, 'Mihai Ionita')
    await expect(page.getByRole('link', { name: 'Buy Tokens' })).toHaveAttribute(
      'href',
      '/tokens',
      FIRST_PAINT,
    )
  })

  test('a voucher bought with tokens counts down in a banner, not on purchase pages, and goes at expiry', async ({
    page,
  }) => {
    await page.clock.install()
    const offers = (await (await page.request.get('/api/v1/offers?offerItemType=TOKEN')).json()) as {
      id: string
      istoricescuDucats: number | null
    }[]
    const withVoucher = offers.find((offer) => offer.istoricescuDucats)
    expect(withVoucher, 'a seeded token offer carries a partner voucher').toBeTruthy()

    await page.goto('/')
    const signInUp = page.waitForRequest((r) => r.url().endsWith('/api/v1/users/sign-in-up'))
    await signInAsDemoAccount(page, 'Ana Popescu')
    const accessToken = (await signInUp).headers().authorization?.replace(/^Bearer /, '') ?? ''
    const banners = page.getByTestId('voucher-banner')
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ana Popescu!' })).toBeVisible(
      FIRST_PAINT,
    )
    await expect(banners).toHaveCount(0)

    await buyWithSandboxCard(page, accessToken, withVoucher?.id ?? '')
    const purchasePath = new URL(page.url()).pathname
    await expect(page.getByRole('button', { name: 'Ana Popescu', exact: true })).toBeVisible(FIRST_PAINT)
    await expect(banners).toHaveCount(0)

    // Back home inside the app: the banner shows the voucher and its time left (7 days).
    await page.getByRole('link', { name: 'Grile', exact: true }).first().click()
    await expect(banners).toHaveCount(1, FIRST_PAINT)
    const banner = banners.first()
    await expect(banner).toContainText(`${withVoucher?.istoricescuDucats} ducats`)
    const countdown = banner.getByTestId('voucher-countdown')
    await expect(countdown).toHaveText(/^6 days 23:5\d:\d\d$/)
    const first = secondsOf((await countdown.textContent()) ?? '')
    await page.clock.fastForward(2_000)
    await expect.poll(async () => secondsOf((await countdown.textContent()) ?? '')).toBeLessThan(first)

    // Not on the purchase page (client-side, as a link in the app would go there).
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${purchasePath}$`))
    await expect(banners).toHaveCount(0)
    await page.goForward()
    await expect(banners).toHaveCount(1, FIRST_PAINT)

    // Just before the end it is still there; once the countdown goes below zero it is gone.
    const left = secondsOf((await banners.first().getByTestId('voucher-countdown').textContent()) ?? '')
    await page.clock.fastForward((left - 5) * 1000)
    await expect(banners.first().getByTestId('voucher-countdown')).toHaveText(/^00:00:0\d$/)
    await page.clock.fastForward(10_000)
    await expect(banners).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Ana Popescu', exact: true })).toBeVisible()
  })
})
