import { expect, test } from '@playwright/test'
import { PUBLIC_PAGES, FIRST_PAINT } from '../support/shell'
import { signInAsDemoAccount } from '../support/sign-in'

test.describe.configure({ timeout: 120_000 })

test.describe('the public pages', () => {
  test('the landing page shows the banner, the tutor, the three sections, the offers and the testimonials', async ({
    page,
    request,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: /Pass the English test/ })).toBeVisible(
      FIRST_PAINT,
    )
    await expect(page.getByRole('button', { name: 'Sign Up' }).first()).toBeVisible()

    const tutor = page.getByRole('button', { name: 'Meet the AI tutor' })
    await expect(tutor).toHaveAttribute('aria-expanded', 'false')
    await tutor.click()
    await expect(page.getByText('an artificial intelligence for studying')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Hide the AI tutor' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )

    for (const section of ['Inveti', 'Practici', 'Reusesti', 'Oferte']) {
      await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible()
    }

    const tokenOffers = (await (await request.get('/api/v1/offers?offerItemType=TOKEN')).json()) as {
      name: string
    }[]
    expect(tokenOffers.length).toBeGreaterThan(0)
    await expect(page.getByTestId('offer')).toHaveCount(tokenOffers.length)
    for (const offer of tokenOffers) {
      await expect(page.getByRole('heading', { level: 3, name: offer.name })).toBeVisible()
    }
    await expect(page.getByText('Istoricescu voucher: 50 ducats')).toBeVisible()

    const exercises = (await (await request.get('/api/v1/exercises/count')).json()) as number
    const exams = (await (await request.get('/api/v1/exams/count')).json()) as number
    await expect(page.getByTestId('bank-size')).toHaveText(
      `The bank holds over ${Math.floor(exercises / 100) * 100} exercises in over ${Math.floor(exams / 10) * 10} exams.`,
    )

    const carousel = page.getByRole('region', { name: 'Testimonials from former pupils' })
    await expect(carousel.getByTestId('testimonial')).toHaveAttribute('aria-label', '1 of 11')
    await expect(carousel.getByRole('button', { name: /next|previous/i })).toHaveCount(0)
  })

  test('/product is the landing page, and hides Sign Up from a signed-in user', async ({ page }) => {
    await page.goto('/product')
    await expect(page.getByRole('heading', { level: 1, name: /Pass the English test/ })).toBeVisible(
      FIRST_PAINT,
    )
    await expect(page.getByRole('button', { name: 'Sign Up' })).toHaveCount(2)

    await signInAsDemoAccount(page, 'Ana Popescu')
    await expect(page.getByRole('heading', { level: 1, name: /Pass the English test/ })).toBeVisible(
      FIRST_PAINT,
    )
    await expect(page.getByRole('button', { name: 'Sign Up' })).toHaveCount(0)
    await expect(page.getByTestId('offer').first().getByRole('link', { name: 'Buy' })).toHaveAttribute(
      'href',
      '/tokens',
    )
  })

  test('/contact lists the address, tax id, email and the chat, video, photo and social pages', async ({
    page,
  }) => {
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible(FIRST_PAINT)
    await expect(page.getByRole('heading', { name: 'Postal address' })).toBeVisible()
    await expect(page.locator('address')).toContainText('București')
    await expect(page.getByRole('heading', { name: 'Tax id' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'contact@grile.ro' })).toHaveAttribute(
      'href',
      'mailto:contact@grile.ro',
    )
    for (const name of ['WhatsApp chat', 'YouTube channel', 'Instagram', 'Facebook page']) {
      const link = page.getByRole('link', { name: new RegExp(`^${name}`) })
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('href', /^https:\/\//)
    }
  })

  test('/lessons sells the online session with six points, one counting the exercises', async ({
    page,
    request,
  }) => {
    await page.goto('/lessons')
    await expect(page.getByRole('heading', { level: 2, name: '1x online session' })).toBeVisible(FIRST_PAINT)
    await expect(page.getByTestId('lesson-price')).toHaveText('75 RON')
    await expect(page.getByText('60 minutes, one to one, on Microsoft Teams')).toBeVisible()
    await expect(page.getByText('Monday to Friday, 08:00 to 20:00').first()).toBeVisible()
    await expect(page.getByText('Paid by card after each session')).toBeVisible()
    await expect(page.getByText('No tokens needed', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: /Contact us on Microsoft Teams/ })).toHaveAttribute(
      'href',
      /^https:\/\/teams\.microsoft\.com\//,
    )
    await expect(page.getByRole('list', { name: 'Why book a session' }).getByRole('listitem')).toHaveCount(6)

    const exercises = (await (await request.get('/api/v1/exercises/count')).json()) as number
    await expect(page.getByTestId('exercise-count')).toHaveText(`${Math.floor(exercises / 100) * 100}+`)
  })

  test('/privacy states the age limit of 13', async ({ page }) => {
    await page.goto('/privacy')
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible(FIRST_PAINT)
    await expect(page.getByText('Grile is intended for people aged 13 and over.')).toBeVisible()
  })

  test('/terms-of-service states every rule of the service', async ({ page }) => {
    await page.goto('/terms-of-service')
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible(FIRST_PAINT)
    const main = page.getByRole('main')
    for (const rule of [
      /You need an account/,
      /bought by card through a card payment provider/,
      /We do not store your card data/,
      /pre-paid only/,
      /Free trial tokens are given to registered students who have completed no exercises or exams/,
      /One token allows you to submit the answers to one exam or to 50 interactive exercises/,
      /A token is deducted when your answers are submitted and you receive the feedback/,
      /no refund after a token is spent/,
      /inactive for over one year may be deleted/,
      /cookies only for your session and to remember that you accepted the privacy terms/,
    ]) {
      await expect(main.getByText(rule)).toBeVisible()
    }
  })

  test('/istoricescu promotes the partner with six cards and a link to its site', async ({ page }) => {
    await page.goto('/istoricescu')
    await expect(page.getByRole('heading', { level: 1, name: /Istoricescu/ })).toBeVisible(FIRST_PAINT)
    const cards = page.getByRole('list', { name: 'What Istoricescu offers' }).getByRole('listitem')
    await expect(cards).toHaveCount(6)
    await expect(cards.filter({ hasText: 'Pass rate over 80%' })).toHaveCount(1)
    await expect(cards.filter({ hasText: '10 history chapters' })).toHaveCount(1)
    await expect(page.getByRole('link', { name: /Visit Istoricescu/ })).toHaveAttribute(
      'href',
      'https://istoricescu.ro',
    )
  })

  test('an unknown path shows the not-found page inside the layout', async ({ page }) => {
    await page.goto('/no-such-page/at-all')
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible(FIRST_PAINT)
    await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible()
    await page.getByRole('link', { name: 'Go to the home page' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} has its content even when no remote can be loaded`, async ({ page }) => {
      await page.route('**/remotes/**', (route) => route.abort())
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(FIRST_PAINT)
      await expect(page.getByRole('contentinfo')).toBeVisible()
    })
  }

  test('the footer links to every public page and to the partner', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: /Pass the English test/ })).toBeVisible(
      FIRST_PAINT,
    )
    const footer = page.getByRole('navigation', { name: 'Footer' })
    for (const [name, path] of [
      ['Product', '/product'],
      ['Lessons', '/lessons'],
      ['Contact', '/contact'],
      ['Privacy', '/privacy'],
      ['Terms of Service', '/terms-of-service'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', path)
    }
    await expect(footer.getByRole('link', { name: 'Istoricescu' })).toHaveAttribute(
      'href',
      'https://istoricescu.ro',
    )
  })
})
