import { randomUUID } from 'node:crypto'
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { signInAsDemoAccount, signUpThroughPopup } from '../support/sign-in'
import { reloadApp } from '../support/shell'

const LEAVE_TEXT =
  'Your answers have not been submitted yet. If you leave this page, you will lose your progress. Leave this page?'
/** The seeded demo teacher (api/src/db/seed/demo-accounts.ts). */
const DEMO_TEACHER_ID = '0b7c8a8e-5d4f-4c1e-9a7b-2f1e3d4c5b60'
const EXERCISES_PER_EXAM = 30

interface Student {
  id: string
  name: string
  /** The student's bearer header, for setting up data through the API. */
  authorization: string
}

/** Signs a brand-new student up (10 free tokens, not a customer). */
async function signUpNewStudent(page: Page): Promise<Student> {
  const suffix = randomUUID().slice(0, 8)
  const account = { email: `exams.${suffix}@example.ro`, name: `Elev ${suffix.slice(0, 4)}` }
  await page.goto('/')
  const signInUp = page.waitForRequest(
    (r) => r.url().endsWith('/api/v1/users/sign-in-up') && r.method() === 'POST',
  )
  await signUpThroughPopup(page, account)
  const request = await signInUp
  const { id } = (await (await request.response())?.json()) as { id: string }
  return { id, name: account.name, authorization: request.headers().authorization as string }
}

/** The admin changes a user's tokens or customer flag, as the admin pages do (PATCH /v1/users/{id}). */
async function adminUpdatesUser(
  browser: Browser,
  userId: string,
  change: { tokens?: number; customer?: boolean },
) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/')
  const bearer = page.waitForRequest(
    (r) => r.url().includes('/api/v1/') && Boolean(r.headers().authorization),
  )
  await signInAsDemoAccount(page, 'Admin')
  const authorization = (await bearer).headers().authorization as string
  const response = await page.request.patch(`/api/v1/users/${userId}`, {
    headers: { authorization },
    data: change,
  })
  expect(response.status()).toBe(204)
  await context.close()
}

/** How many exams the catalogue lists for a filter: other journeys of the same run may add exams. */
async function catalogueCount(page: Page, student: Student, query: string): Promise<number> {
  const response = await page.request.get(`/api/v1/exams?${query}`, {
    headers: { authorization: student.authorization },
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { page: { totalElements: number } }).page.totalElements
}

function examRows(page: Page): Locator {
  return page
    .getByRole('table', { name: 'Exams' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
}

function examRow(page: Page, title: string): Locator {
  return examRows(page).filter({ hasText: title })
}

async function openExamsFromDrawer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open navigation' }).click()
  await page.getByRole('dialog').getByRole('link', { name: 'Exams', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Exams' })).toBeVisible()
}

/** Answers exercises from the current one on with the keyboard: a letter or digit, then ↓. */
async function answerWithKeyboard(page: Page, count: number, firstKeyIndex = 0): Promise<void> {
  const keys = ['a', 'b', 'c', 'd', '1', '2', '3', '4']
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(keys[(firstKeyIndex + i) % keys.length] as string)
    await page.keyboard.press('ArrowDown')
  }
}

function answeredCount(page: Page): Locator {
  return page.getByTestId('answered-count')
}

test.describe('mfe-exams: browse, take and review exams', () => {
  test.describe.configure({ timeout: 240_000 })

  test('a student filters the list, takes a 30-exercise exam with the keyboard, submits, reviews and retries', async ({
    page,
    baseURL,
  }) => {
    const student = await signUpNewStudent(page)
    await openExamsFromDrawer(page)

    // The catalogue: the seeded exams (and any another journey added), 20 per page, page links; the
    // newest are marked NEW, MEDIUM has no chip.
    const total = await catalogueCount(page, student, '')
    expect(total).toBeGreaterThanOrEqual(24)
    await expect(examRows(page)).toHaveCount(20)
    await expect(page.getByTestId('new-chip').first()).toHaveText('NEW')
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/\/exams\?pageNumber=1$/)
    await expect(examRows(page)).toHaveCount(Math.min(20, total - 20))

    // Filters go into the URL; the topic select shows for Grammar only.
    await expect(page.getByLabel('Topic')).toHaveCount(0)
    await page.getByLabel('Type').selectOption({ label: 'Academy / Grammar' })
    await expect(page).toHaveURL(/\/exams\?examTarget=ACADEMY&examType=GRAMMAR$/)
    await expect(page.getByLabel('Target')).toHaveValue('ACADEMY')
    await expect(examRows(page)).toHaveCount(
      Math.min(20, await catalogueCount(page, student, 'examTarget=ACADEMY&examType=GRAMMAR')),
    )
    await page.getByLabel('Topic').selectOption({ label: 'Conditionals' })
    await expect(page).toHaveURL(/materialTopicId=/)
    await expect(examRows(page)).toHaveCount(
      await catalogueCount(page, student, new URL(page.url()).search.slice(1)),
    )
    await expect(examRow(page, 'Conditionals')).toBeVisible()
    await page.getByLabel('Difficulty').selectOption({ label: 'Easy' })
    await expect(page.getByText('No exams could be found.')).toBeVisible()
    await reloadApp(page)
    await expect(page.getByText('No exams could be found.')).toBeVisible()
    await expect(page.getByLabel('Type')).toHaveValue('ACADEMY/GRAMMAR')
    await expect(page.getByLabel('Difficulty')).toHaveValue('EASY')

    await page.getByLabel('Difficulty').selectOption({ label: 'All difficulties' })
    await page.getByLabel('Type').selectOption({ label: 'Academy / General' })
    await expect(page.getByLabel('Topic')).toHaveCount(0)
    await expect(examRows(page)).toHaveCount(
      Math.min(20, await catalogueCount(page, student, 'examTarget=ACADEMY&examType=GENERAL')),
    )
    await expect(examRow(page, 'Collocations').getByTestId('difficulty-chip')).toHaveCount(0)
    await expect(examRow(page, 'Idioms and Fixed Expressions').getByTestId('difficulty-chip')).toHaveText(
      'HARD',
    )
    await page.getByLabel('Difficulty').selectOption({ label: 'Easy' })
    await expect(examRows(page)).toHaveCount(
      await catalogueCount(page, student, 'examTarget=ACADEMY&examType=GENERAL&difficulty=EASY'),
    )
    const synonyms = examRow(page, 'Synonyms and Everyday Words')
    await expect(synonyms.getByTestId('difficulty-chip')).toHaveText('EASY')
    await expect(synonyms.getByRole('img', { name: 'Done' })).toHaveCount(0)

    // Taking the exam with the keyboard.
    await synonyms.getByRole('link', { name: 'Attempt' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Synonyms and Everyday Words' })).toBeVisible()
    await expect(page.getByRole('radiogroup')).toHaveCount(EXERCISES_PER_EXAM)
    await expect(page.getByRole('radiogroup').first().getByRole('radio')).toHaveCount(4)
    await expect(page.getByRole('radiogroup').first().getByRole('radio').first()).toHaveAccessibleName(
      /^a\) /,
    )
    const examUrl = page.url()

    // No layout shift while the 30 exercises sit there and the timer ticks.
    const lastCard = page.getByTestId('exercise').last()
    const before = await lastCard.boundingBox()
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value
          }).observe({ type: 'layout-shift' })
          setTimeout(() => resolve(total), 2500)
        }),
    )
    expect(shift).toBe(0)
    expect(await lastCard.boundingBox()).toEqual(before)
    // The exercises far below the screen are in the page (for find-in-page, the keyboard, a screen reader) but
    // not laid out or painted until the student comes near them (`content-visibility: auto`).
    const laidOut = (card: Locator) =>
      card
        .locator('[data-question]')
        .evaluate((question) => question.checkVisibility({ contentVisibilityAuto: true }))
    expect(await laidOut(page.getByTestId('exercise').first())).toBe(true)
    expect(await laidOut(lastCard)).toBe(false)
    await lastCard.scrollIntoViewIfNeeded()
    await expect.poll(() => laidOut(lastCard)).toBe(true)
    await page.evaluate(() => window.scrollTo(0, 0))
    const timer = page.getByRole('timer', { name: 'Time spent' })
    await expect(timer).not.toHaveText('0:00')

    // A reload before any answer: the same questions in the same order (the exam is not drawn again), no notice.
    const questions = await page.locator('[data-question]').allTextContents()
    const examGets: string[] = []
    const onRequest = (request: { url: () => string }) => {
      if (new URL(request.url()).pathname.startsWith('/api/v1/exams/')) examGets.push(request.url())
    }
    page.on('request', onRequest)
    await reloadApp(page)
    await expect(page.getByRole('radiogroup')).toHaveCount(EXERCISES_PER_EXAM)
    // Nothing moved from the reload's first paint (the kept copy) through the render that replaced it.
    const shiftSinceReload = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) =>
            resolve(
              list
                .getEntries()
                .reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
            ),
          ).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(0), 500)
        }),
    )
    expect(shiftSinceReload).toBe(0)
    expect(await page.locator('[data-question]').allTextContents()).toEqual(questions)
    await expect(page.getByTestId('restored-notice')).toHaveCount(0)
    expect(examGets).toEqual([])
    page.off('request', onRequest)

    await expect(
      page.getByText('By clicking Submit, you spend 1 token and remain with 9 tokens'),
    ).toBeVisible()
    await answerWithKeyboard(page, 15)
    await expect(answeredCount(page)).toHaveText('15 / 30')
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled()

    // An accidental reload: the browser asks, and the answers and time come back.
    const timeBeforeReload = await timer.textContent()
    page.once('dialog', (dialog) => {
      expect(dialog.type()).toBe('beforeunload')
      void dialog.accept()
    })
    await reloadApp(page)
    await expect(page.getByTestId('restored-notice')).toBeVisible()
    await expect(answeredCount(page)).toHaveText('15 / 30')
    await expect(timer).not.toHaveText('0:00')
    expect(timeBeforeReload).not.toBeNull()
    await expect(page.getByRole('radiogroup').nth(1).getByRole('radio', { name: /^b\) / })).toBeChecked()

    // Leaving inside the app asks first; Stay keeps everything.
    await page.getByRole('link', { name: 'Grile', exact: true }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText(LEAVE_TEXT)
    await dialog.getByRole('button', { name: 'Stay' }).click()
    await expect(dialog).toBeHidden()
    expect(page.url()).toBe(examUrl)

    // Answering shows at once: the answer is marked when the click returns, with no wait on the network.
    // (How fast is measured by `npm run bench`, not asserted here.)
    await page.evaluate(async () => {
      const cards = [
        ...document.querySelectorAll<HTMLElement>('[data-testid="exercise"]:not([data-answered])'),
      ]
      for (const card of cards.slice(0, 5)) {
        ;(card.querySelectorAll('label')[2] as HTMLElement).click()
        if (!card.hasAttribute('data-answered')) throw new Error('The answer did not show at once')
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })
    await expect(answeredCount(page)).toHaveText('20 / 30')

    // The rest with the keyboard, from the first exercise left.
    await page.getByRole('radiogroup').nth(20).getByRole('radio').first().focus()
    await answerWithKeyboard(page, 10, 1)
    await expect(answeredCount(page)).toHaveText('30 / 30')

    const submit = page.getByRole('button', { name: 'Submit' })
    await expect(submit).toBeEnabled()
    await submit.click()
    await expect(page).toHaveURL(/\/attempts\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
    await expect(page.getByTestId('token-count')).toHaveText('9')

    // The review.
    await expect(page.getByRole('heading', { level: 1, name: 'Synonyms and Everyday Words' })).toBeVisible()
    await expect(page.getByTestId('grade')).toHaveText(/^\d{1,2}\.\d\d$/)
    const choices = page.getByTestId('choice')
    await expect(choices).toHaveCount(EXERCISES_PER_EXAM)
    const incorrect = await page.locator('[data-testid="choice"][data-correct="false"]').count()
    await page.getByText('Hide correct answers').click()
    await expect(choices).toHaveCount(incorrect)
    await page.getByText('Hide correct answers').click()
    await expect(choices).toHaveCount(EXERCISES_PER_EXAM)

    const reviewState = page.getByTestId('review-state')
    await expect(reviewState).toHaveText('Not flagged for review')
    const firstChoice = choices.first()
    await firstChoice.getByRole('button', { name: 'Flag this answer' }).click()
    await expect(firstChoice.getByRole('button', { name: 'Flag this answer' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(reviewState).toHaveText('Flagged for review')
    await page.getByText('Show flagged only').click()
    await expect(choices).toHaveCount(1)
    await page.getByText('Show flagged only').click()

    await firstChoice.getByRole('button', { name: 'Explain' }).click()
    const explanation = firstChoice.getByTestId('explanation')
    await expect(explanation).not.toContainText('Thinking')
    await expect(explanation).not.toHaveText('')
    await expect(explanation).not.toHaveText('Sorry, I am too busy at the moment. Please try again later!')

    await page.getByRole('button', { name: 'Complete review' }).click()
    await expect(reviewState).toHaveText(/^Review completed on /)
    await page.getByRole('button', { name: 'Reset review' }).click()
    await expect(reviewState).toHaveText('Flagged for review')
    await page.getByRole('button', { name: 'Unflag' }).click()
    await expect(reviewState).toHaveText('Not flagged for review')
    await expect(firstChoice.getByRole('button', { name: 'Flag this answer' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )

    // The attempt is listed, and Retry opens the exam again.
    const attemptUrl = page.url()
    await page.goto('/attempts')
    const attemptRow = page.getByTestId('attempt-row').filter({ hasText: 'Synonyms and Everyday Words' })
    await expect(attemptRow).toHaveCount(1)
    await attemptRow.getByRole('link', { name: /View/ }).click()
    expect(page.url()).toBe(attemptUrl)
    await page.getByRole('link', { name: 'Retry' }).click()
    await expect(page).toHaveURL(examUrl)
    await expect(page.getByRole('heading', { level: 1, name: 'Synonyms and Everyday Words' })).toBeVisible()
    await expect(page.getByTestId('restored-notice')).toHaveCount(0)
    await expect(answeredCount(page)).toHaveText('0 / 30')
    await expect(
      page.getByText('By clicking Submit, you spend 1 token and remain with 8 tokens'),
    ).toBeVisible()
    expect(baseURL).toBeTruthy()
  })

  test('a student with 0 tokens sees the right texts and cannot submit', async ({ page, browser }) => {
    const student = await signUpNewStudent(page)
    await adminUpdatesUser(browser, student.id, { tokens: 0 })
    await page.goto('/exams?examTarget=CAMPINA&examType=GENERAL&difficulty=EASY')
    await expect(page.getByTestId('token-count')).toHaveText('0')
    const row = examRow(page, 'Vocabulary in Context II')
    await expect(row.getByRole('img', { name: 'Locked' })).toBeVisible()
    await row.getByRole('link', { name: 'Preview' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Vocabulary in Context II' })).toBeVisible()
    await expect(page.getByText('This feature requires tokens.')).toBeVisible()
    await expect(page.getByText(/By clicking Submit/)).toHaveCount(0)
    await answerWithKeyboard(page, EXERCISES_PER_EXAM)
    await expect(answeredCount(page)).toHaveText('30 / 30')
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled()

    await page.goto('/exams/generate')
    await expect(page.getByText('This feature is available only for customers.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Buy tokens' })).toHaveAttribute('href', '/tokens')
    await expect(page.getByRole('button', { name: 'Generate' })).toBeDisabled()
  })

  test('a customer generates an exam and takes it', async ({ page, browser }) => {
    const student = await signUpNewStudent(page)
    await adminUpdatesUser(browser, student.id, { customer: true })
    await page.goto('/exams/generate')
    const generate = page.getByRole('button', { name: 'Generate' })
    await expect(generate).toBeEnabled()

    // Nothing in the bank matches: the page's warning.
    await page.getByLabel('Type').selectOption({ label: 'Grammar' })
    await page.getByLabel('Difficulty').selectOption({ label: 'Easy' })
    await page.getByText('Conditionals', { exact: true }).click()
    await generate.click()
    await expect(page.getByText('No exam could be generated.')).toBeVisible()
    await expect(page.getByText('Please change your selection and try again!')).toBeVisible()

    await page.getByLabel('Type').selectOption({ label: 'General' })
    await page.getByLabel('Difficulty').selectOption({ label: 'Medium' })
    await generate.click()
    await expect(page).toHaveURL(/\/exams\/generated\/attempt$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Generated Exam' })).toBeVisible()
    await expect(page.getByRole('radiogroup')).toHaveCount(EXERCISES_PER_EXAM)

    // A reload before answering still finds the generated exam.
    await reloadApp(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Generated Exam' })).toBeVisible()
    await answerWithKeyboard(page, EXERCISES_PER_EXAM, 3)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(/\/attempts\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Generated Exam' })).toBeVisible()
    await expect(page.getByTestId('choice')).toHaveCount(EXERCISES_PER_EXAM)
    await expect(page.getByTestId('token-count')).toHaveText('9')
  })

  test("a teacher opens a pupil's exams and attempts through pupilUserId", async ({ page, browser }) => {
    // A new pupil designates the demo teacher and has taken one exam.
    const pupil = await signUpNewStudent(page)
    const headers = { authorization: pupil.authorization, 'content-type': 'application/json' }
    const assigned = await page.request.put(`/api/v1/users/${pupil.id}/teacher`, {
      headers,
      data: JSON.stringify(DEMO_TEACHER_ID),
    })
    expect(assigned.status()).toBe(204)
    const list = (await (
      await page.request.get('/api/v1/exams?examTarget=CAMPINA&examType=GENERAL&difficulty=HARD', { headers })
    ).json()) as { content: { id: string; title: string }[] }
    const examId = list.content.find((exam) => exam.title === 'Word Formation II')?.id as string
    const exam = (await (await page.request.get(`/api/v1/exams/${examId}`, { headers })).json()) as {
      exercisesShuffleSeed: number
      exercises: { answersShuffleSeed: number; answers: { id: string }[] }[]
    }
    const created = await page.request.post('/api/v1/attempts', {
      headers,
      data: {
        sessionId: randomUUID(),
        examId,
        exercisesShuffleSeed: exam.exercisesShuffleSeed,
        durationInSeconds: 900,
        choices: exam.exercises.map((exercise) => ({
          answerId: exercise.answers[0]?.id,
          answersShuffleSeed: exercise.answersShuffleSeed,
        })),
      },
    })
    expect(created.status()).toBe(201)

    const teacherContext = await browser.newContext()
    const teacher = await teacherContext.newPage()
    await teacher.goto('/')
    await signInAsDemoAccount(teacher, 'Prof. Ionescu')

    await teacher.goto(`/exams?pupilUserId=${pupil.id}&examTarget=CAMPINA&examType=GENERAL&difficulty=HARD`)
    await expect(teacher.getByRole('heading', { level: 1, name: 'Exams' })).toBeVisible()
    await expect(teacher.getByTestId('pupil-name')).toHaveText(pupil.name)
    const row = examRow(teacher, 'Word Formation II')
    await expect(row.getByRole('img', { name: 'Done' })).toBeVisible()
    await expect(row.getByRole('cell').nth(2)).toHaveText(/^\d{1,2}\.\d\d$/)
    await expect(teacher.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0)
    await expect(teacher.getByRole('link', { name: 'Attempt' })).toHaveCount(0)

    await teacher.goto(`/attempts?pupilUserId=${pupil.id}`)
    await expect(teacher.getByTestId('pupil-name')).toHaveText(pupil.name)
    const attemptRow = teacher.getByTestId('attempt-row')
    await expect(attemptRow).toHaveCount(1)
    await expect(attemptRow).toContainText('Word Formation II')
    await expect(attemptRow).toContainText('15:00')
    await attemptRow.getByRole('link', { name: /View/ }).click()
    await expect(teacher.getByRole('heading', { level: 1, name: 'Word Formation II' })).toBeVisible()
    await expect(teacher.getByTestId('pupil-name')).toHaveText(pupil.name)
    await expect(teacher.getByTestId('choice')).toHaveCount(EXERCISES_PER_EXAM)
    await expect(teacher.getByTestId('review-actions')).toHaveCount(0)
    await expect(teacher.getByRole('button', { name: 'Flag this answer' })).toHaveCount(0)
    await teacherContext.close()
  })
})
