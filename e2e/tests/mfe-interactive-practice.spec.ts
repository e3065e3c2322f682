import { randomUUID } from 'node:crypto'
import { expect, test, type Browser, type Page, type Route } from '@playwright/test'
import { holdScripts, reloadApp, startInTheme, type Theme } from '../support/shell'
import { graveViolations } from '../support/axe'
import { signInAsDemoAccount, signUpThroughPopup } from '../support/sign-in'
import {
  RESULT_TEXT,
  answerRadio,
  answerWithKeyboard,
  correctAnswerText,
  exercisePanel,
  nextWithKeyboard,
  questionOf,
} from '../support/interactive'

const EMPTY_TEXT = 'No exercise could be found. Please change the filter!'

/** Signs a brand-new student up (10 free tokens, not a customer) and returns their id. */
async function signUpNewStudent(page: Page): Promise<{ id: string; name: string }> {
  const suffix = randomUUID().slice(0, 8)
  const student = { email: `student.${suffix}@example.ro`, name: `Elev ${suffix.slice(0, 4)}` }
  await page.goto('/')
  const signInUp = page.waitForResponse((r) => r.url().endsWith('/api/v1/users/sign-in-up') && r.ok())
  await signUpThroughPopup(page, student)
  const { id } = (await (await signInUp).json()) as { id: string }
  return { id, name: student.name }
}

/** The admin makes a user a customer, as after a purchase (PATCH /v1/users/{id} with the admin's token). */
async function makeCustomer(browser: Browser, userId: string): Promise<void> {
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
    data: { customer: true },
  })
  expect(response.status()).toBe(204)
  await context.close()
}

async function openInteractive(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Practice' }).getByRole('link', { name: 'Interactive' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Interactive' })).toBeVisible()
}

async function goHome(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Grile', exact: true }).click()
  await expect(page.getByRole('navigation', { name: 'Practice' })).toBeVisible()
}

const answersLeft = (n: number) => `${n} interactive attempts left in the current token.`

test.describe('interactive practice', () => {
  test('a student answers 51 exercises in a row with the keyboard; a token is spent at the 1st and the 51st', async ({
    page,
  }) => {
    test.setTimeout(300_000)
    await signUpNewStudent(page)
    await expect(page.getByTestId('token-count')).toHaveText('10')
    await expect(page.getByTestId('interactive-countdown')).toHaveCount(0)
    await openInteractive(page)
    await expect(page.getByTestId('interactive-countdown')).toHaveText(
      'Your next answer spends 1 token, which covers 50 interactive attempts.',
    )

    const keys = ['a', '2', 'c', '4', 'b', '1', 'd', '3']
    const history = page.getByRole('list', { name: 'Latest attempts, newest first' }).getByRole('button')
    let last = { question: '', correct: false }
    for (let answer = 1; answer <= 51; answer++) {
      last = await answerWithKeyboard(page, keys[answer % keys.length] as string)
      // The history follows each answer on the page itself, newest first, up to 30.
      if (answer > 1 && answer < 51) {
        await expect(history).toHaveCount(Math.min(answer, 30))
        await expect(history.first()).toHaveAttribute(
          'aria-label',
          `${last.correct ? 'Correct' : 'Incorrect'}: ${last.question}`,
        )
      }
      if (answer === 1 || answer === 51) {
        // The token is spent with this answer: the top bar, this page and the home all follow.
        await expect(page.getByTestId('token-count')).toHaveText(answer === 1 ? '9' : '8')
        await expect(page.getByTestId('interactive-countdown')).toHaveText(answersLeft(49))
        await goHome(page)
        await expect(page.getByTestId('interactive-countdown')).toHaveText(answersLeft(49))
        await expect(page.getByTestId('token-count')).toHaveText(answer === 1 ? '9' : '8')
        if (answer === 51) break
        await openInteractive(page)
        continue
      }
      if (answer === 50) {
        await expect(page.getByTestId('token-count')).toHaveText('9')
        await expect(page.getByTestId('interactive-countdown')).toHaveText(
          'Your next answer spends 1 token, which covers 50 interactive attempts.',
        )
      }
      await nextWithKeyboard(page)
    }

    await openInteractive(page)
    await expect(history).toHaveCount(30)
    await expect(history.first()).toHaveAttribute(
      'aria-label',
      `${last.correct ? 'Correct' : 'Incorrect'}: ${last.question}`,
    )

    // An entry opens its attempt.
    await history.first().click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('radio')).toHaveCount(4)
    await expect(dialog.locator('[data-tone="success"]')).toHaveCount(1)
  })

  test('a non-customer sees the type, difficulty and material filters disabled', async ({ page }) => {
    await signUpNewStudent(page)
    await openInteractive(page)

    // Exact labels: the random exercise's own text may hold the word ("…closest in meaning to target").
    await expect(page.getByLabel('Target', { exact: true })).toBeEnabled()
    await expect(page.getByLabel('Type', { exact: true })).toBeDisabled()
    await expect(page.getByLabel('Difficulty', { exact: true })).toBeDisabled()
    await expect(page.getByLabel('Material', { exact: true })).toBeDisabled()
    await expect(page.getByRole('checkbox', { name: 'Practise my mistakes' })).toBeDisabled()
    await expect(page.getByText('This feature is available only for customers.')).toBeVisible()

    // The target still filters.
    const draw = page.waitForRequest((r) => r.url().includes('/api/v1/exercises/random?examTarget=CAMPINA'))
    await page.getByLabel('Target', { exact: true }).selectOption({ label: 'Campina' })
    await draw
    await expect(exercisePanel(page).getByRole('button', { name: 'Submit' })).toBeVisible()
  })

  test("'Choose immediately' submits the answer as soon as it is chosen", async ({ page }) => {
    await signUpNewStudent(page)
    await openInteractive(page)
    await page.getByText('Choose immediately', { exact: true }).click()
    await expect(page.getByRole('checkbox', { name: 'Choose immediately' })).toBeChecked()

    const submission = page.waitForRequest(
      (r) => r.url().endsWith('/api/v1/interactive-attempts') && r.method() === 'POST',
    )
    await exercisePanel(page).getByRole('radio').nth(1).click()
    expect((await submission).postDataJSON()).toMatchObject({
      answerId: expect.any(String),
      sessionId: expect.any(String),
    })

    await expect(exercisePanel(page).getByText(RESULT_TEXT)).toBeVisible()
    await expect(page.getByTestId('token-count')).toHaveText('9')
  })

  test('a filter that matches no exercise shows the empty text', async ({ page }) => {
    await page.goto('/')
    await signInAsDemoAccount(page, 'Ana Popescu')
    await openInteractive(page)

    // The tenses exercises are all EASY: none is HARD.
    await page.getByLabel('Target', { exact: true }).selectOption({ label: 'Campina' })
    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Grammar' })
    await page.getByLabel('Material', { exact: true }).selectOption({ label: 'Tenses' })
    await page.getByLabel('Difficulty', { exact: true }).selectOption({ label: 'Hard' })

    await expect(exercisePanel(page).getByText(EMPTY_TEXT)).toBeVisible()
    await expect(exercisePanel(page).getByRole('radiogroup')).toHaveCount(0)

    // Grammar belongs to both schools: a Câmpina candidate practises the tenses written for the Academy.
    await page.getByLabel('Difficulty', { exact: true }).selectOption({ label: 'Easy' })
    await expect(exercisePanel(page).getByRole('radiogroup')).toBeVisible()
  })

  test('a draw lost on the network says so, not that the filter matches nothing, and Retry draws once it is back', async ({
    page,
  }) => {
    // From the start: the home may draw ahead of the page (the preload of its remote).
    const draws = /\/api\/v1\/exercises\/random(\?|$)/
    const offline = (route: Route) => route.abort('internetdisconnected')
    await page.route(draws, offline)
    await page.goto('/')
    await signInAsDemoAccount(page, 'Ana Popescu')
    await openInteractive(page)

    await expect(exercisePanel(page).getByText('The exercise could not be loaded.')).toBeVisible()
    await expect(exercisePanel(page).getByText(EMPTY_TEXT)).toHaveCount(0)

    await page.unroute(draws, offline)
    await exercisePanel(page).getByRole('button', { name: 'Retry' }).click()
    await expect(exercisePanel(page).getByRole('radiogroup')).toBeVisible()
    await expect(exercisePanel(page).getByText('The exercise could not be loaded.')).toHaveCount(0)
  })

  test('the exercise of the day on the home is answered, its counter moves, and the AI tutor explains on request', async ({
    page,
  }) => {
    await signUpNewStudent(page)
    const card = page.getByRole('article', { name: 'Exercise of the day' })
    await expect(card.getByRole('radiogroup')).toBeVisible()
    const count = async (label: RegExp) =>
      Number.parseInt((await card.getByLabel(label).getAttribute('aria-label')) ?? '', 10)
    const before = {
      correct: await count(/correct answers today/),
      wrong: await count(/wrong answers today/),
    }

    await card.getByRole('radio').first().click()
    await card.getByRole('button', { name: 'Submit' }).click()
    const result = card.getByText(RESULT_TEXT)
    await expect(result).toBeVisible()
    const correct = (await result.textContent()) === 'Correct!'
    await expect(card.locator('[data-tone="success"]')).toHaveCount(1)
    await expect(card.getByLabel(`${before.correct + (correct ? 1 : 0)} correct answers today`)).toBeVisible()
    await expect(card.getByLabel(`${before.wrong + (correct ? 0 : 1)} wrong answers today`)).toBeVisible()
    await expect(page.getByTestId('interactive-countdown')).toHaveText(answersLeft(49))

    const explanation = card.getByRole('region', { name: 'Explanation' })
    await expect(explanation).toHaveCount(0)
    await card.getByRole('button', { name: 'Ask the AI tutor to explain' }).click()
    await expect(explanation).toBeVisible()
    await expect(explanation).not.toHaveText('')
    await expect(explanation).not.toHaveAttribute('aria-busy', 'true')
    await expect(explanation).not.toHaveText('Sorry, I am too busy at the moment. Please try again later!')

    await card.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/interactive$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Interactive' })).toBeVisible()
  })

  test('an exercise left unanswered is shown again after a reload, painted before any script; answered, a new one is drawn', async ({
    page,
  }) => {
    await signUpNewStudent(page)
    await openInteractive(page)
    const question = await questionOf(exercisePanel(page))
    const draws: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/exercises/random') draws.push(request.url())
    })

    // Every script held: what shows is the copy of the page this device kept when it was left.
    const releaseScripts = await holdScripts(page)
    await page.reload({ waitUntil: 'commit' })
    await expect(page.locator('#root[data-page-snapshot]').getByText(question, { exact: true })).toBeVisible()
    releaseScripts()
    await expect(page.locator('#root[data-page-snapshot]')).toHaveCount(0)
    expect(await questionOf(exercisePanel(page))).toBe(question)
    expect(draws).toEqual([])

    await answerWithKeyboard(page, 'a')
    await reloadApp(page)
    await expect(exercisePanel(page).getByRole('button', { name: 'Submit' })).toBeVisible()
    expect(draws).toHaveLength(1)
  })

  test("'Practise my mistakes' serves only exercises answered wrongly and not yet answered right", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000)
    const student = await signUpNewStudent(page)
    await makeCustomer(browser, student.id)
    await reloadApp(page)
    await expect(page.getByRole('button', { name: student.name, exact: true })).toBeVisible()
    await openInteractive(page)
    await expect(page.getByRole('checkbox', { name: 'Practise my mistakes' })).toBeEnabled()

    // Always 'a': about three answers in four are wrong. Remember the right answer of each mistake.
    const mistakes = new Map<string, string>()
    for (let answer = 0; mistakes.size < 3; answer++) {
      expect(answer).toBeLessThan(40)
      const { question, correct } = await answerWithKeyboard(page, 'a')
      if (!correct) mistakes.set(question, await correctAnswerText(exercisePanel(page)))
      await nextWithKeyboard(page)
    }

    await page.getByText('Practise my mistakes', { exact: true }).click()
    await expect(page.getByRole('checkbox', { name: 'Practise my mistakes' })).toBeChecked()

    // Each mistake comes back once; answered right, it leaves the pool, until none is left.
    const served = new Set<string>()
    for (;;) {
      const panel = exercisePanel(page)
      await expect(
        panel.getByRole('button', { name: 'Submit' }).or(panel.getByText(EMPTY_TEXT)),
      ).toBeVisible()
      if (await panel.getByText(EMPTY_TEXT).isVisible()) break
      const question = await questionOf(panel)
      expect([...mistakes.keys()]).toContain(question)
      expect(served.has(question)).toBe(false)
      served.add(question)

      await answerRadio(panel, mistakes.get(question) ?? '').click()
      await panel.getByRole('button', { name: 'Submit' }).click()
      await expect(panel.getByText('Correct!')).toBeVisible()
      await panel.getByRole('button', { name: 'Next' }).click()
    }
    expect(served.size).toBe(mistakes.size)
  })
})

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`the daily card, the interactive page and an opened attempt are accessible in the ${theme} theme`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await startInTheme(page, theme)
    await signUpNewStudent(page)
    const card = page.getByRole('article', { name: 'Exercise of the day' })
    await card.getByRole('radio').first().click()
    await card.getByRole('button', { name: 'Submit' }).click()
    await card.getByRole('button', { name: 'Ask the AI tutor to explain' }).click()
    await expect(card.getByRole('region', { name: 'Explanation' })).not.toHaveAttribute('aria-busy', 'true')
    expect(await graveViolations(page)).toEqual([])

    await openInteractive(page)
    await answerWithKeyboard(page, 'b')
    await exercisePanel(page).getByRole('button', { name: 'Ask the AI tutor to explain' }).click()
    await expect(exercisePanel(page).getByRole('region', { name: 'Explanation' })).not.toHaveAttribute(
      'aria-busy',
      'true',
    )
    await nextWithKeyboard(page)
    await page.keyboard.press('c')
    expect(await graveViolations(page)).toEqual([])

    await page
      .getByRole('list', { name: 'Latest attempts, newest first' })
      .getByRole('button')
      .first()
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await graveViolations(page)).toEqual([])
  })
}
