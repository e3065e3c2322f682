import { expect, type Locator, type Page } from '@playwright/test'

/** What the interactive page says once an exercise is answered. */
export const RESULT_TEXT = /^(Correct!|Incorrect\. The right answer is [a-d]\)\.)$/

/** The panel of the exercise shown. */
export function exercisePanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Exercise' })
}

/** The question of the exercise shown (the name of its answers' group). */
export async function questionOf(scope: Locator): Promise<string> {
  const group = scope.getByRole('radiogroup')
  let question = ''
  // Read until it is there: once, in a full run, a read right after the exercise appeared found it empty.
  await expect
    .poll(
      async () =>
        (question = await group.evaluate(
          (element) =>
            document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
        )),
    )
    .not.toBe('')
  return question
}

/** Answers the exercise shown with one key and Enter; returns its question and whether it was right. */
export async function answerWithKeyboard(
  page: Page,
  key: string,
): Promise<{ question: string; correct: boolean }> {
  const submit = exercisePanel(page).getByRole('button', { name: 'Submit' })
  await expect(submit).toBeVisible()
  const question = await questionOf(exercisePanel(page))
  await expect(async () => {
    await page.keyboard.press(key)
    await expect(submit).toBeEnabled({ timeout: 1000 })
  }).toPass()
  await page.keyboard.press('Enter')
  const result = exercisePanel(page).getByText(RESULT_TEXT)
  await expect(result).toBeVisible()
  return { question, correct: (await result.textContent()) === 'Correct!' }
}

/** Enter on the result goes to Next: a new exercise to answer. */
export async function nextWithKeyboard(page: Page): Promise<void> {
  await expect(exercisePanel(page).getByRole('button', { name: 'Next' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(exercisePanel(page).getByRole('button', { name: 'Submit' })).toBeVisible()
}

/** The text of the answer the result marks as correct, without its letter. */
export async function correctAnswerText(scope: Locator): Promise<string> {
  const text = await scope.locator('[role="radio"][data-tone="success"]').textContent()
  return (text ?? '').replace(/^[a-z]\) /, '')
}

/**
 * The answer whose text, after its letter, is exactly `answer` (as `correctAnswerText` gives it): "live" is
 * "d) live", never "c) to live".
 */
export function answerRadio(scope: Locator, answer: string): Locator {
  const escaped = answer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return scope.getByRole('radio', { name: new RegExp(`^[a-z]\\) ${escaped}$`) })
}
