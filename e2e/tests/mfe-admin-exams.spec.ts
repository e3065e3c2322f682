import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import {
  alertWith,
  answerAllWith,
  examText,
  signInAsAdmin,
  signUpStudentInNewContext,
} from '../support/admin'
import { keepFullPageScreenshot } from '../support/screenshots'

test.describe('mfe-admin: exams', () => {
  test.describe.configure({ timeout: 240_000 })

  test('the admin creates an exam from a 180-line text (a wrong one first), edits it, and a student takes it', async ({
    page,
    browser,
  }, testInfo) => {
    const tag = `Exam${randomUUID().slice(0, 6)}`
    const title = `Admin mock exam ${tag}`
    await signInAsAdmin(page)
    await page.goto('/exams')
    await page.getByRole('link', { name: 'Create', exact: true }).click()
    await expect(page).toHaveURL('/admin/exams/create')

    const create = page.getByRole('button', { name: 'Create exam' })
    await expect(create).toBeDisabled()
    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Target').selectOption({ label: 'Academy' })

    // A wrong text: too short, then 180 lines with a block shifted by a missing question.
    const text = page.getByLabel('Exercises with answers')
    const lines = examText(tag).split('\n')
    await text.fill(lines.slice(0, 10).join('\n'))
    await expect(page.getByTestId('exam-text-line-count')).toHaveText('10 / 180 lines')
    await expect(page.getByText('must be exactly 180 lines')).toBeVisible()
    const wrong = [...lines]
    wrong[12] = 'b) an answer where the question of exercise 3 should be'
    await text.fill(wrong.join('\n'))
    await expect(page.getByTestId('exam-text-line-count')).toHaveText('180 / 180 lines')
    await expect(page.getByText('Line 13: expected a question, found an answer')).toBeVisible()
    await expect(create).toBeDisabled()
    await page.getByRole('button', { name: 'Go to line 13' }).click()
    await expect(text).toBeFocused()
    await keepFullPageScreenshot(page, testInfo.outputPath('create-exam-error.png'))

    await text.fill(lines.join('\n'))
    await expect(page.getByText(/^Line \d+:/)).toHaveCount(0)
    await expect(create).toBeEnabled()
    await create.click()
    await expect(alertWith(page, 'Exam created successfully')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/exams\/[0-9a-f-]{36}\/edit$/)
    const examId = /exams\/([0-9a-f-]{36})\//.exec(page.url())?.[1] as string

    // The editor: fields and the exercises in canonical order, each linking to its editor.
    await expect(page.getByLabel('Title')).toHaveValue(title)
    const rows = page
      .getByRole('table', { name: 'Exercises' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
    await expect(rows).toHaveCount(30)
    await expect(rows.first()).toContainText(`${tag} question 1:`)
    await expect(rows.first()).toContainText('a) right 1')
    await expect(rows.nth(29)).toContainText(`${tag} question 30:`)
    await expect(page.getByRole('link', { name: 'Edit exercise 1', exact: true })).toHaveAttribute(
      'href',
      /^\/admin\/exercises\/[0-9a-f-]{36}\/edit$/,
    )
    await page.getByLabel('Title').fill(`${title} (revised)`)
    await page.getByRole('button', { name: 'Save exam' }).click()
    await expect(alertWith(page, 'Exam updated successfully')).toBeVisible()

    // A student takes it.
    const student = await signUpStudentInNewContext(browser, 'admin-exams')
    const studentPage = student.page
    await studentPage.goto(`/exams/${examId}/attempt`)
    await expect(studentPage.getByRole('heading', { level: 1, name: `${title} (revised)` })).toBeVisible()
    await expect(studentPage.getByRole('radiogroup')).toHaveCount(30)
    await answerAllWith(studentPage, 'a')
    await studentPage.getByRole('button', { name: 'Submit' }).click()
    await expect(studentPage).toHaveURL(/\/attempts\/[0-9a-f-]{36}$/)
    await expect(studentPage.getByTestId('token-count')).toHaveText('9')
    await student.page.context().close()
  })
})
