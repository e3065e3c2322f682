import { randomUUID } from 'node:crypto'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { signInAsAdmin } from '../support/admin'
import { signUpKeepingBearer } from '../support/api-setup'
import { currentTheme, FIRST_PAINT } from '../support/shell'

const PHONE = { width: 360, height: 740 }
const DESKTOP = { width: 1350, height: 900 }
const READING_EXAM = 'Reading: Six Texts (Academy)'

function signUpNewStudent(page: Page): Promise<string> {
  const id = randomUUID().slice(0, 8)
  return signUpKeepingBearer(page, { email: `reading.${id}@example.ro`, name: `Elev ${id.slice(0, 4)}` })
}

/** The id of a catalogue exam found by its title, through the API as the exam list reads it. */
async function examIdByTitle(page: Page, authorization: string, title: string): Promise<string> {
  for (let pageNumber = 0; ; pageNumber++) {
    const response = await page.request.get(`/api/v1/exams?pageNumber=${pageNumber}`, {
      headers: { authorization },
    })
    const body = (await response.json()) as {
      content: { id: string; title: string }[]
      page: { totalPages: number }
    }
    const found = body.content.find((exam) => exam.title === title)
    if (found) return found.id
    if (pageNumber + 1 >= body.page.totalPages) throw new Error(`No exam titled ${title}`)
  }
}

test('the exam list starts with the mock papers of both schools, marked as such', async ({ page }) => {
  await signUpNewStudent(page)
  await page.goto('/exams')
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') })
  await expect(rows.first()).toBeVisible(FIRST_PAINT)
  const titles = await rows.allInnerTexts()
  for (const row of titles.slice(0, 16)) expect(row).toMatch(/Mock Paper \d[\s\S]*Mock paper/)
  expect(titles.slice(0, 16).some((row) => row.includes('Academy Mock Paper'))).toBe(true)
})

test.describe('a reading text on a phone', () => {
  test.use({ viewport: PHONE })

  test('shows each text once above its five questions, readable without sideways scrolling, in both themes', async ({
    page,
  }, testInfo) => {
    const authorization = await signUpNewStudent(page)
    const examId = await examIdByTitle(page, authorization, READING_EXAM)
    await page.goto(`/exams/${examId}/attempt`)
    const passages = page.getByTestId('reading-passage')
    await expect(passages.first()).toBeVisible(FIRST_PAINT)
    await expect(passages).toHaveCount(6)
    await expect(page.getByTestId('exercise')).toHaveCount(30)

    // Each text opens its block: the five exercises after it come before the next text.
    const blocks = await page.evaluate(() => {
      const items = [
        ...document.querySelectorAll('[data-testid="reading-passage"], [data-testid="exercise"]'),
      ]
      const sizes: number[] = []
      for (const item of items) {
        if (item.getAttribute('data-testid') === 'reading-passage') sizes.push(0)
        else sizes[sizes.length - 1]! += 1
      }
      return sizes
    })
    expect(blocks).toEqual([5, 5, 5, 5, 5, 5])

    const first = passages.first()
    const box = (await first.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    expect((await first.innerText()).split(/\s+/).length).toBeGreaterThan(200)

    // Both themes (the one the page opened in, then the other through the top bar's switch), on the phone
    // and on a desktop screen, for a person to look at.
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      for (let round = 0; round < 2; round++) {
        const theme = await currentTheme(page)
        await first.evaluate((element) =>
          window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 120),
        )
        const size = viewport === PHONE ? 'phone' : 'desktop'
        await page.screenshot({ path: testInfo.outputPath(`reading-${size}-${theme}.png`) })
        await page.getByRole('button', { name: /Switch to the (dark|light) theme/ }).click()
        await expect.poll(() => currentTheme(page)).not.toBe(theme)
      }
    }
    await page.setViewportSize(PHONE)

    // Answering a question under the text works as anywhere else.
    await page.getByTestId('exercise').first().getByRole('radio').first().check()
    await expect(page.getByTestId('exercise').first()).toHaveAttribute('data-answered', 'true')
  })
})

test('a customer generates a mock paper of their school', async ({ page, browser }) => {
  const authorization = await signUpNewStudent(page)
  const claims = JSON.parse(Buffer.from(authorization.split('.')[1]!, 'base64url').toString()) as {
    sub: string
  }
  await makeCustomer(browser, claims.sub)
  await page.goto('/exams/generate')
  await page.getByRole('checkbox', { name: /A mock paper/ }).check({ force: true })
  await expect(page.getByLabel('Type')).toBeDisabled()
  await page.getByLabel('Target').selectOption('Campina')
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(page).toHaveURL(/\/exams\/generated\/attempt$/, FIRST_PAINT)
  await expect(page.getByTestId('time-guide')).toHaveText('Suggested time: 45 minutes')
  await expect(page.getByTestId('exercise')).toHaveCount(30)
})

/** The demo admin marks the user as a customer, as the admin pages do. */
async function makeCustomer(browser: Browser, userId: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const authorization = await signInAsAdmin(page)
  const response = await page.request.patch(`/api/v1/users/${userId}`, {
    headers: { authorization },
    data: { customer: true },
  })
  expect(response.status()).toBe(204)
  await context.close()
}
