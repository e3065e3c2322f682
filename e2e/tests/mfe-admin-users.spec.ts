import { expect, test } from '@playwright/test'
import { alertWith, signInAsAdmin, signUpStudentInNewContext } from '../support/admin'
import { reloadApp } from '../support/shell'

test.describe('mfe-admin: users', () => {
  test.describe.configure({ timeout: 180_000 })

  test('the admin finds a student by e-mail and by id, gives them tokens, and the student sees them', async ({
    page,
    browser,
  }) => {
    const student = await signUpStudentInNewContext(browser, 'admin-users')
    await expect(student.page.getByTestId('token-count')).toHaveText('10')

    await signInAsAdmin(page)
    await page.getByRole('button', { name: 'Open navigation' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'Find User' }).click()
    await expect(page).toHaveURL('/admin/users/find')
    await expect(page.getByRole('heading', { level: 1, name: 'Find User' })).toBeVisible()

    // An e-mail nobody has: the not-found message.
    const email = page.getByRole('textbox', { name: 'Email', exact: true })
    await email.fill('nobody.here@example.ro')
    await page.getByRole('button', { name: 'Find by email' }).click()
    await expect(
      page.getByText('No user with the e-mail "nobody.here@example.ro" could be found.'),
    ).toBeVisible()

    // Found by e-mail, in another case than it was written.
    await email.fill(student.email.toUpperCase())
    await page.getByRole('button', { name: 'Find by email' }).click()
    await expect(page).toHaveURL(`/admin/users/${student.id}`)
    // The field by its exact name: until the user's page replaces the finder, the finder's card "Find by
    // user id" would match the label too.
    await expect(page.getByRole('textbox', { name: 'User Id', exact: true })).toHaveValue(student.id)
    await expect(page.getByLabel('Email')).toHaveValue(student.email)
    await expect(page.getByLabel('Email')).not.toBeEditable()
    await expect(page.getByText('There are no purchases.')).toBeVisible()

    const save = page.getByRole('button', { name: 'Save' })
    await expect(save).toBeDisabled()
    await page.getByRole('spinbutton', { name: 'Tokens' }).fill('')
    await expect(page.getByText('Must be a whole number')).toBeVisible()
    await expect(save).toBeDisabled()
    await page.getByRole('spinbutton', { name: 'Tokens' }).fill('42')
    await expect(save).toBeEnabled()
    await save.click()
    await expect(alertWith(page, 'User was updated successfully.')).toBeVisible()
    await expect(save).toBeDisabled()

    // Found by id; the change is there.
    await page.goto('/admin/users/find')
    await page.getByRole('textbox', { name: 'User Id', exact: true }).fill(student.id)
    await page.getByRole('button', { name: 'Find by id' }).click()
    await expect(page).toHaveURL(`/admin/users/${student.id}`)
    await expect(page.getByRole('spinbutton', { name: 'Tokens' })).toHaveValue('42')

    // The student sees the tokens.
    await reloadApp(student.page)
    await expect(student.page.getByTestId('token-count')).toHaveText('42')
    await student.page.context().close()
  })

  test('a user id nobody has says so', async ({ page }) => {
    await signInAsAdmin(page)
    const missing = '11111111-2222-4333-8444-555555555555'
    await page.goto(`/admin/users/${missing}`)
    await expect(
      page.getByText(`Could not load user with id ${missing}. Are you sure such a user exists?`),
    ).toBeVisible()
  })
})
