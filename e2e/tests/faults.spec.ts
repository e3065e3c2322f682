import { randomUUID } from 'node:crypto'
import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test'
import { startProductServer, type ProductServer } from '../support/product-server'
import { signUpThroughPopup } from '../support/sign-in'
import { reloadApp } from '../support/shell'

/** Its own server, to kill and start again (ports +1 and +3 belong to other specs). */
const PORT = Number(process.env.E2E_PORT ?? 8181) + 4
const EXERCISES_PER_EXAM = 30
const RETRY_TITLE = 'Connection lost — retrying your submission'
const RETRY_TEXT = 'Your answers are kept on this device. We will keep trying; nothing is charged twice.'
const ATTEMPT_FAILED_TEXT = 'Attempt could not be created.'

interface Student {
  id: string
  /** The student's bearer header, to read what the API holds. */
  authorization: string
}

/** Signs a brand-new student up on `origin` (10 free tokens, not a customer). */
async function signUpNewStudent(page: Page, origin = ''): Promise<Student> {
  const suffix = randomUUID().slice(0, 8)
  await page.goto(`${origin}/`)
  const signInUp = page.waitForRequest(
    (r) => r.url().endsWith('/api/v1/users/sign-in-up') && r.method() === 'POST',
  )
  await signUpThroughPopup(page, { email: `faults.${suffix}@example.ro`, name: `Elev ${suffix.slice(0, 4)}` })
  const request = await signInUp
  const { id } = (await (await request.response())?.json()) as { id: string }
  return { id, authorization: request.headers().authorization as string }
}

/** The first exam of the catalogue this student may attempt. */
async function attemptableExam(request: APIRequestContext, origin: string, student: Student) {
  const response = await request.get(`${origin}/api/v1/exams`, {
    headers: { authorization: student.authorization },
  })
  expect(response.status()).toBe(200)
  const { content } = (await response.json()) as {
    content: { id: string; title: string; canAttemptExam: boolean }[]
  }
  const exam = content.find((item) => item.canAttemptExam)
  if (!exam) throw new Error('No exam this student may attempt')
  return exam
}

/** Answers every exercise from the first on with the keyboard: a letter, then ↓. */
async function answerExercises(page: Page, count: number): Promise<void> {
  await page.getByRole('radiogroup').first().getByRole('radio').first().focus()
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(['a', 'b', 'c', 'd'][i % 4] as string)
    await page.keyboard.press('ArrowDown')
  }
  await expect(page.getByTestId('answered-count')).toHaveText(`${count} / ${EXERCISES_PER_EXAM}`)
}

async function openExam(page: Page, origin: string, exam: { id: string; title: string }): Promise<void> {
  await page.goto(`${origin}/exams/${exam.id}/attempt`)
  await expect(page.getByRole('heading', { level: 1, name: exam.title })).toBeVisible()
  await expect(page.getByRole('radiogroup')).toHaveCount(EXERCISES_PER_EXAM)
}

/** The sessionIds of the attempt submissions the page sent. */
function recordSubmissions(page: Page): string[] {
  const sessionIds: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/attempts') {
      sessionIds.push((request.postDataJSON() as { sessionId: string }).sessionId)
    }
  })
  return sessionIds
}

test.describe('the server crashes while a student submits an exam', () => {
  test.describe.configure({ timeout: 300_000 })
  let server: ProductServer

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    server = await startProductServer(PORT)
  })
  test.afterAll(async () => server?.stop())

  test('the page retries by itself once the server is back: one attempt, one token', async ({ page }) => {
    const origin = server.url
    const student = await signUpNewStudent(page, origin)
    const exam = await attemptableExam(page.request, origin, student)
    await openExam(page, origin, exam)
    await expect(page.getByTestId('token-count')).toHaveText('10')
    await answerExercises(page, EXERCISES_PER_EXAM)
    const submissions = recordSubmissions(page)

    // A crash, not a shutdown: no response, no goodbye, the lock left behind.
    await server.kill()
    await page.getByRole('button', { name: 'Submit' }).click()
    const notice = page.getByTestId('submit-retrying')
    await expect(notice).toContainText(RETRY_TITLE)
    await expect(notice).toContainText(RETRY_TEXT)
    await expect(page.getByRole('button', { name: 'Submitting…' })).toBeDisabled()
    await expect(page.getByRole('radiogroup').first().getByRole('radio').first()).toBeDisabled()

    // The same data comes back; the page's next retry goes through without a click.
    await server.start()
    await expect(page).toHaveURL(/\/attempts\/[0-9a-f-]{36}$/, { timeout: 60_000 })
    await expect(page.getByRole('heading', { level: 1, name: exam.title })).toBeVisible()
    await expect(page.getByText(ATTEMPT_FAILED_TEXT)).toHaveCount(0)
    await expect(page.getByTestId('token-count')).toHaveText('9')

    // Every try carried the same sessionId, and it was charged once.
    expect(submissions.length).toBeGreaterThanOrEqual(2)
    expect(new Set(submissions).size).toBe(1)
    const headers = { authorization: student.authorization }
    const attempts = await page.request.get(`${origin}/api/v1/attempts`, { headers })
    expect(((await attempts.json()) as { page: { totalElements: number } }).page.totalElements).toBe(1)
    const profile = await page.request.get(`${origin}/api/v1/users/${student.id}`, { headers })
    expect(((await profile.json()) as { tokens: number }).tokens).toBe(9)
    await page.goto(`${origin}/attempts`)
    await expect(page.getByTestId('attempt-row')).toHaveCount(1)
  })
})

/** The product's pages a student uses, with what each says when the API cannot be reached. */
const PAGES_WITHOUT_API: { path: string; heading: string; texts: string[] }[] = [
  // A list that could not be read says so, never that it is empty (decision 0066).
  { path: '/exams', heading: 'Exams', texts: ['Exams could not be loaded.'] },
  { path: '/attempts', heading: 'Attempts', texts: ['Attempts could not be loaded.'] },
  {
    path: '/interactive',
    heading: 'Interactive',
    texts: ['The exercise could not be loaded.', 'Loading the interactive attempt history failed.'],
  },
  { path: '/materials', heading: 'Materials', texts: ['Materials could not be loaded.'] },
  // The product has no failure text of its own for the offers.
  { path: '/tokens', heading: 'Tokens', texts: ['The offers could not be loaded.'] },
  {
    path: '/me',
    heading: 'Profile',
    texts: [
      'The grades could not be loaded.',
      'Mastery could not be loaded.',
      'Purchases could not be loaded.',
    ],
  },
]

test.describe('the API out of reach (the front ends still load)', () => {
  test.describe.configure({ timeout: 240_000 })
  const unreachable = (route: Route) => route.abort('internetdisconnected')

  test('every page says what it could not load, and an exam in progress survives a reload and is submitted once the API is back', async ({
    page,
  }) => {
    const student = await signUpNewStudent(page)
    const exam = await attemptableExam(page.request, '', student)

    // Each page loaded afresh (as a reload would) while no API call gets through: the student stays
    // signed in, and each page says what failed instead of staying blank.
    await page.route('**/api/**', unreachable)
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Browse Exams' })).toBeVisible()
    await expect(page.getByTestId('token-count')).toHaveText('10')
    for (const { path, heading, texts } of PAGES_WITHOUT_API) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      for (const text of texts) await expect(page.getByText(text, { exact: true })).toBeVisible()
    }

    // An exam answered while the API answered…
    await page.unroute('**/api/**', unreachable)
    await openExam(page, '', exam)
    await answerExercises(page, EXERCISES_PER_EXAM)
    const progressKey = `grile.exam-attempt.${student.id}.${exam.id}`
    await page.waitForFunction(
      ([key, count]) =>
        Object.keys(JSON.parse(localStorage.getItem(key as string) ?? '{"answers":{}}').answers).length ===
        count,
      [progressKey, EXERCISES_PER_EXAM] as const,
    )
    const firstAnswer = page.getByRole('radiogroup').first().getByRole('radio').first()
    await expect(firstAnswer).toBeChecked()

    // …then reloaded while it does not: the exam comes from this device, with every answer.
    await page.route('**/api/**', unreachable)
    page.once('dialog', (dialog) => void dialog.accept())
    await reloadApp(page)
    await expect(page.getByTestId('restored-notice')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: exam.title })).toBeVisible()
    await expect(page.getByTestId('answered-count')).toHaveText(
      `${EXERCISES_PER_EXAM} / ${EXERCISES_PER_EXAM}`,
    )
    await expect(firstAnswer).toBeChecked()
    const submissions = recordSubmissions(page)

    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByTestId('submit-retrying')).toContainText(RETRY_TITLE)
    await page.unroute('**/api/**', unreachable)
    await expect(page).toHaveURL(/\/attempts\/[0-9a-f-]{36}$/, { timeout: 30_000 })
    await expect(page.getByRole('heading', { level: 1, name: exam.title })).toBeVisible()
    await expect(page.getByTestId('token-count')).toHaveText('9')
    expect(new Set(submissions).size).toBe(1)
    expect(await page.evaluate((key) => localStorage.getItem(key), progressKey)).toBeNull()
  })
})
