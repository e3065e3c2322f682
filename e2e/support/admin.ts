import { randomUUID } from 'node:crypto'
import { expect, type Browser, type Page } from '@playwright/test'
import { signInAsDemoAccount, signUpThroughPopup } from './sign-in'

/** A second administrator the journeys' server lists in ADMIN_EMAILS besides the demo admin. */
export const SECOND_ADMIN_EMAIL = 'second.admin@grile.ro'

export interface Student {
  id: string
  email: string
  name: string
  page: Page
  /** The student's bearer header, for calling the API directly. */
  authorization: string
}

/** A brand-new student (10 free tokens, not a customer) signed up in a browser context of their own. */
export async function signUpStudentInNewContext(browser: Browser, prefix: string): Promise<Student> {
  const page = await (await browser.newContext()).newPage()
  const suffix = randomUUID().slice(0, 8)
  const account = { email: `${prefix}.${suffix}@example.ro`, name: `Elev ${suffix.slice(0, 4)}` }
  await page.goto('/')
  const signInUp = page.waitForRequest(
    (r) => r.url().endsWith('/api/v1/users/sign-in-up') && r.method() === 'POST',
  )
  await signUpThroughPopup(page, account)
  const request = await signInUp
  const { id } = (await (await request.response())?.json()) as { id: string }
  return { id, ...account, page, authorization: request.headers().authorization as string }
}

/** Signs the demo admin in on `page` and returns their bearer header. */
export async function signInAsAdmin(page: Page): Promise<string> {
  await page.goto('/')
  const bearer = page.waitForRequest(
    (r) => r.url().includes('/api/v1/') && Boolean(r.headers().authorization),
  )
  await signInAsDemoAccount(page, 'Admin')
  return (await bearer).headers().authorization as string
}

/** Where the shell loads the admin remote's files from (api/src/plugins/web.ts). */
export const ADMIN_REMOTE_PATH = '/remotes/mfe_admin/'

/**
 * A 180-line exam text (docs/product-rules.md#exam-text) whose questions carry `tag`, the correct answer
 * always a).
 */
export function examText(tag: string): string {
  return Array.from({ length: 30 }, (_, n) =>
    [
      `${tag} question ${n + 1}: which word completes the sentence?`,
      `a) right ${n + 1}`,
      `b) wrong ${n + 1}`,
      `c) other ${n + 1}`,
      `d) none ${n + 1}`,
      'a',
    ].join('\n'),
  ).join('\n')
}

/** Answers every exercise of the attempt page with the same letter, by keyboard (a letter, then ↓). */
export async function answerAllWith(page: Page, letter: 'a' | 'b' | 'c' | 'd', count = 30): Promise<void> {
  await page.getByRole('radiogroup').first().getByRole('radio').first().focus()
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(letter)
    await page.keyboard.press('ArrowDown')
  }
  await expect(page.getByTestId('answered-count')).toHaveText(`${count} / ${count}`)
}

/** The alert banner's message. */
export function alertWith(page: Page, text: string) {
  return page.getByText(text, { exact: true })
}
