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

test.describe('mfe-admin: exercises', () => {
  test.describe.configure({ timeout: 240_000 })

  test('the admin finds an exercise by a fragment, fixes a typo and the correct answer, and a student sees it', async ({
    page,
    browser,
  }, testInfo) => {
    // An exam whose first question has a typo and a wrong key, set up through the API.
    const tag = `Typo${randomUUID().slice(0, 6)}`
    const lines = examText(tag).split('\n')
    lines[0] = `${tag} Whcih word completes the sentence?`
    const authorization = await signInAsAdmin(page)
    const created = await page.request.post('/api/v1/exams', {
      headers: { authorization },
      data: {
        title: `Exercise fixes ${tag}`,
        examTarget: 'CAMPINA',
        forCustomersOnly: false,
        materialId: null,
        exercisesWithAnswers: lines.join('\n'),
      },
    })
    expect(created.status()).toBe(201)
    const { id: examId } = (await created.json()) as { id: string }

    await page.getByRole('button', { name: 'Open navigation' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'Find Exercises' }).click()
    await expect(page).toHaveURL('/admin/exercises/find')
    const fragment = page.getByLabel('Question fragment')
    const find = page.getByRole('button', { name: 'Find', exact: true })
    await fragment.fill('Wh')
    await expect(find).toBeDisabled()
    await fragment.fill(`${tag} whcih`)
    await find.click()
    const results = page.getByRole('table', { name: 'Exercises' })
    await expect(results.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(1)
    await expect(page.getByText('1 exercise found')).toBeVisible()
    await results.getByRole('link', { name: `Edit: ${tag} Whcih word completes the sentence?` }).click()
    await expect(page).toHaveURL(/\/admin\/exercises\/[0-9a-f-]{36}\/edit$/)

    const question = page.getByLabel('Question')
    await expect(question).toHaveValue(`${tag} Whcih word completes the sentence?`)
    await expect(page.getByLabel('Answer a)', { exact: true })).toHaveValue('right 1')
    await expect(page.getByRole('radio', { name: 'Answer a) is correct' })).toBeChecked()

    const save = page.getByRole('button', { name: 'Save' })
    await question.fill('Whch')
    await expect(page.getByText('must be longer than 5 characters')).toBeVisible()
    await expect(save).toBeDisabled()
    await question.fill(`${tag} Which word completes the sentence?`)
    await page.getByLabel('Answer d)', { exact: true }).fill('the right one')
    await page.getByRole('radio', { name: 'Answer d) is correct' }).focus()
    await page.keyboard.press('Space')
    await expect(page.getByRole('radio', { name: 'Answer d) is correct' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Answer a) is correct' })).not.toBeChecked()
    await keepFullPageScreenshot(page, testInfo.outputPath('edit-exercise.png'))
    await save.click()
    await expect(alertWith(page, 'Exercise edited successfully')).toBeVisible()

    // Back to the search: the fixed question is what is found now.
    await page.goBack()
    await fragment.fill(`${tag} which`)
    await find.click()
    await expect(results.getByText(`${tag} Which word completes the sentence?`)).toBeVisible()

    // A student sees the fixed question, and in the review the new correct answer.
    const student = await signUpStudentInNewContext(browser, 'admin-exercises')
    const studentPage = student.page
    await studentPage.goto(`/exams/${examId}/attempt`)
    await expect(studentPage.getByText(`${tag} Which word completes the sentence?`)).toBeVisible()
    await expect(studentPage.getByText(/Whcih/)).toHaveCount(0)
    await answerAllWith(studentPage, 'a')
    await studentPage.getByRole('button', { name: 'Submit' }).click()
    await expect(studentPage).toHaveURL(/\/attempts\/[0-9a-f-]{36}$/)
    const fixed = studentPage
      .getByTestId('choice')
      .filter({ hasText: `${tag} Which word completes the sentence?` })
    await expect(fixed.locator('[data-correct-answer]')).toHaveText(/the right one/)
    await student.page.context().close()
  })
})
