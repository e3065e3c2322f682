import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import {
  answerRadio,
  answerWithKeyboard,
  correctAnswerText,
  exercisePanel,
  nextWithKeyboard,
} from '../support/interactive'
import { startProductServer, type ProductServer } from '../support/product-server'
import { FIRST_PAINT } from '../support/shell'
import { signUpThroughPopup } from '../support/sign-in'

// A mistake comes back on the day FSRS schedules it. The server's clock for reviews moves forward between
// the two visits (TEST_CLOCK_OFFSET_DAYS, honoured only with NODE_ENV=test), on a server of the test's own.
const PORT = Number(process.env.E2E_PORT ?? 8181) + 7
/** Far enough for the first review of a mistake (FSRS puts it a day or a few out), near enough for the next. */
const DAYS_LATER = '7'

async function goHome(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/`)
  await expect(page.getByRole('navigation', { name: 'Practice' })).toBeVisible(FIRST_PAINT)
}

test.describe('the review of mistakes', () => {
  let server: ProductServer
  test.describe.configure({ mode: 'serial', timeout: 240_000 })

  test.beforeAll(async () => {
    server = await startProductServer(PORT)
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('a mistake is due on its day, a right answer on review puts it off, and the home counts what is due', async ({
    page,
  }) => {
    const suffix = randomUUID().slice(0, 8)
    await page.goto(`${server.url}/`)
    await signUpThroughPopup(page, {
      email: `review.${suffix}@example.ro`,
      name: `Elev ${suffix.slice(0, 4)}`,
    })

    // Practice until an answer is wrong; that exercise and its right answer are what comes back.
    await page.goto(`${server.url}/interactive`)
    let missed: { question: string; rightAnswer: string } | undefined
    for (let i = 0; i < 20 && !missed; i++) {
      const { question, correct } = await answerWithKeyboard(page, 'a')
      if (!correct) missed = { question, rightAnswer: await correctAnswerText(exercisePanel(page)) }
      else await nextWithKeyboard(page)
    }
    expect(missed).toBeDefined()
    const mistake = missed as { question: string; rightAnswer: string }

    // Today nothing is due yet: the mistake is scheduled for a later day.
    await goHome(page, server.url)
    await expect(page.getByText('No reviews due.')).toBeVisible()

    // Days later (the same server, its review clock moved on), the home counts it and offers to review it.
    await server.restart({ TEST_CLOCK_OFFSET_DAYS: DAYS_LATER })
    await goHome(page, server.url)
    await expect(page.getByText('1 mistake due for review')).toBeVisible(FIRST_PAINT)
    await page
      .getByRole('link', { name: 'Review now' })
      .or(page.getByRole('button', { name: 'Review now' }))
      .click()

    // The review serves that very exercise, marked as a review; answered right this time.
    const panel = exercisePanel(page)
    await expect(panel.getByText('Review', { exact: true })).toBeVisible(FIRST_PAINT)
    await expect(panel.getByRole('radiogroup', { name: mistake.question })).toBeVisible()
    await answerRadio(panel, mistake.rightAnswer).click()
    await panel.getByRole('button', { name: 'Submit' }).click()
    await expect(panel.getByText('Correct!')).toBeVisible()

    // Answered right, it is put off to a later day: nothing is due any more.
    await goHome(page, server.url)
    await expect(page.getByText('No reviews due.')).toBeVisible(FIRST_PAINT)
  })
})
