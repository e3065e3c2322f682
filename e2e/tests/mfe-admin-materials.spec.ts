import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { alertWith, signInAsAdmin, signUpStudentInNewContext } from '../support/admin'
import { keepFullPageScreenshot } from '../support/screenshots'

test.describe('mfe-admin: materials', () => {
  test.describe.configure({ timeout: 180_000 })

  test('the admin creates a material, writes its content with a live preview, and a student reads it', async ({
    page,
    browser,
  }, testInfo) => {
    const title = `Relative clauses ${randomUUID().slice(0, 6)}`
    await signInAsAdmin(page)
    await page.goto('/materials')
    await page.getByRole('link', { name: 'Create', exact: true }).click()
    await expect(page).toHaveURL('/admin/materials/create')

    const create = page.getByRole('button', { name: 'Create material' })
    await expect(create).toBeDisabled()
    await page.getByLabel('Title').fill('Re')
    await expect(page.getByText('Must be min. 3 characters long')).toBeVisible()
    await page.getByLabel('Title').fill(title)
    await expect(create).toBeDisabled()
    await page.getByLabel('Topic').selectOption({ label: 'Conditionals' })
    await create.click()
    await expect(alertWith(page, 'Material created successfully')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/materials\/[0-9a-f-]{36}\/content$/)
    const materialId = /materials\/([0-9a-f-]{36})\//.exec(page.url())?.[1] as string

    // The preview is the students' sandboxed frame, updated as the admin types.
    const preview = page.frameLocator(`iframe[title="Lesson: ${title}"]`)
    const html = page.getByLabel('HTML')
    await html.fill(
      '<h2>Who, which and that</h2><p>The officer <strong>who</strong> found the wallet returned it.</p>' +
        '<img src="x" onerror="document.body.dataset.hacked=1"><script>document.body.dataset.hacked=1</script>',
    )
    await expect(preview.getByRole('heading', { name: 'Who, which and that' })).toBeVisible()
    await expect(page.getByTestId('lesson-frame')).toHaveAttribute('sandbox', 'allow-same-origin')
    await keepFullPageScreenshot(page, testInfo.outputPath('content-editor-dark.png'))
    await page.getByRole('button', { name: 'Save content' }).click()
    await expect(alertWith(page, 'Content successfully edited')).toBeVisible()
    // What the API kept: no script, no event handler.
    await expect(html).not.toHaveValue(/script|onerror/)
    await expect(html).toHaveValue(/<h2>Who, which and that<\/h2>/)

    // The title and topic can be changed afterwards.
    await page.getByRole('link', { name: 'Edit title or topic' }).click()
    await expect(page.getByLabel('Title')).toHaveValue(title)
    await page.getByLabel('Title').fill(`${title} (B1)`)
    await page.getByRole('button', { name: 'Save material' }).click()
    await expect(alertWith(page, 'Material updated successfully')).toBeVisible()

    // A student reads it.
    const student = await signUpStudentInNewContext(browser, 'admin-materials')
    await student.page.goto('/materials')
    await student.page.getByRole('link', { name: `Study ${title} (B1)` }).click()
    await expect(student.page).toHaveURL(`/materials/${materialId}`)
    await expect(student.page.getByRole('heading', { level: 1, name: `${title} (B1)` })).toBeVisible()
    const lesson = student.page.frameLocator(`iframe[title="Lesson: ${title} (B1)"]`)
    await expect(lesson.getByRole('heading', { name: 'Who, which and that' })).toBeVisible()
    await expect(lesson.getByText('found the wallet returned it')).toBeVisible()
    await expect(lesson.locator('body[data-hacked]')).toHaveCount(0)
    await student.page.context().close()
  })
})
