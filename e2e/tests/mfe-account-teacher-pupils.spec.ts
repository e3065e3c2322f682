import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { failRequests, reloadApp, startInTheme } from '../support/shell'
import { signUpKeepingBearer, takeExam } from '../support/api-setup'
import { signInAsDemoAccount, signOutThroughPopup, signUpThroughPopup } from '../support/sign-in'
import { keepFullPageScreenshot } from '../support/screenshots'

/** The seeded demo teacher 'Prof. Ionescu' (api/src/db/seed/demo-accounts.ts). */
const DEMO_TEACHER_ID = '0b7c8a8e-5d4f-4c1e-9a7b-2f1e3d4c5b60'

function newStudent() {
  const id = randomUUID().slice(0, 8)
  return { email: `elev.${id}@example.ro`, name: `Elev ${id.slice(0, 4)}` }
}

async function ownUserId(page: Page): Promise<string> {
  await page.goto('/me')
  const userId = page.getByRole('region', { name: 'Personal' }).getByLabel('User Id', { exact: true })
  await expect(userId).toHaveValue(/^[0-9a-f-]{36}$/)
  return userId.inputValue()
}

async function openTeacherPage(page: Page) {
  await page.goto('/teacher')
  await expect(page.getByRole('heading', { level: 1, name: 'Teacher' })).toBeVisible()
  await expect(page.getByTestId('teacher-explanation')).toContainText('5 tokeni gratuiți')
}

function pupilRow(page: Page, name: string) {
  return page.getByTestId('pupil-row').filter({ hasText: name })
}

async function openPupils(page: Page) {
  await page.goto('/pupils')
  await expect(page.getByRole('heading', { level: 1, name: 'Pupils' })).toBeVisible()
}

test.describe('teacher and pupils', () => {
  test.describe.configure({ timeout: 180_000 })

  test("a teacher's id is copied on /pupils and pasted on a pupil's /teacher, whole", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const teacher = newStudent()
    await page.goto('/')
    await signUpThroughPopup(page, teacher)
    const teacherId = await ownUserId(page)
    await openPupils(page)
    await page.getByRole('button', { name: 'Copy Teacher User Id' }).click()
    await expect(page.getByRole('button', { name: 'Copied Teacher User Id' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(teacherId)

    await signOutThroughPopup(page, teacher.name)
    const pupil = newStudent()
    await signUpThroughPopup(page, pupil)
    await openTeacherPage(page)
    const field = page
      .getByRole('region', { name: 'Assign Teacher' })
      .getByLabel('Teacher User Id', { exact: true })
    await field.focus()
    await page.keyboard.press('ControlOrMeta+V')
    await expect(field).toHaveValue(teacherId)
    // Enter assigns, as in a one-line field.
    await page.keyboard.press('Enter')
    await expect(page.getByText('Teacher was assigned successfully.')).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Remove Teacher' }).getByLabel('Teacher User Id', { exact: true }),
    ).toHaveValue(teacherId)
  })

  test('a pupil assigns a teacher by id (5 tokens the first time only); the teacher follows and removes the pupil', async ({
    page,
  }, testInfo) => {
    const student = newStudent()
    await page.goto('/')
    await signUpThroughPopup(page, student)
    const studentId = await ownUserId(page)

    await openTeacherPage(page)
    const assignForm = page.getByRole('region', { name: 'Assign Teacher' })
    const teacherId = assignForm.getByLabel('Teacher User Id', { exact: true })
    const assign = assignForm.getByRole('button', { name: 'Assign' })
    await expect(assign).toBeDisabled()
    await teacherId.fill('not-a-uuid')
    await expect(assignForm.getByText('Must be valid UUID')).toBeVisible()
    await expect(assign).toBeDisabled()
    await teacherId.fill(studentId)
    await expect(assignForm.getByText('Cannot be your own user id')).toBeVisible()
    await expect(assign).toBeDisabled()
    await teacherId.fill(DEMO_TEACHER_ID)
    await expect(assign).toBeEnabled()
    await keepFullPageScreenshot(page, testInfo.outputPath('teacher-assign-dark.png'))
    await assign.click()

    await expect(page.getByText('Teacher was assigned successfully.')).toBeVisible()
    await expect(page.getByTestId('token-count')).toHaveText('15')
    const removeView = page.getByRole('region', { name: 'Remove Teacher' })
    await expect(removeView.getByLabel('Teacher User Id', { exact: true })).toHaveValue(DEMO_TEACHER_ID)
    await removeView.getByRole('button', { name: 'Remove' }).click()
    await expect(page.getByText('Teacher was removed successfully.')).toBeVisible()

    // A second designation gives nothing more.
    await page
      .getByRole('region', { name: 'Assign Teacher' })
      .getByLabel('Teacher User Id', { exact: true })
      .fill(DEMO_TEACHER_ID)
    await page.getByRole('region', { name: 'Assign Teacher' }).getByRole('button', { name: 'Assign' }).click()
    await expect(page.getByRole('region', { name: 'Remove Teacher' })).toBeVisible()
    await reloadApp(page)
    await expect(
      page.getByRole('region', { name: 'Remove Teacher' }).getByLabel('Teacher User Id', { exact: true }),
    ).toHaveValue(DEMO_TEACHER_ID)
    await expect(page.getByTestId('token-count')).toHaveText('15')
    await signOutThroughPopup(page, student.name)

    await signInAsDemoAccount(page, 'Prof. Ionescu')
    await openPupils(page)
    await expect(page.getByTestId('own-user-id')).toHaveText(DEMO_TEACHER_ID)
    const row = pupilRow(page, student.name)
    await expect(row).toContainText(student.email)
    await expect(row.getByTestId('pupil-latest-activity')).toHaveText('No exam attempts yet')
    await keepFullPageScreenshot(page, testInfo.outputPath('pupils-dark.png'))

    await row.getByRole('link', { name: `Attempts of ${student.name}` }).click()
    await expect(page).toHaveURL(`/attempts?pupilUserId=${studentId}`)
    await expect(page.getByTestId('pupil-name')).toHaveText(student.name)

    await openPupils(page)
    await pupilRow(page, student.name)
      .getByRole('button', { name: `More actions for ${student.name}` })
      .click()
    await expect(page.getByRole('menuitem', { name: 'Edit User' })).toHaveCount(0)
    await page.getByRole('menuitem', { name: 'Exams' }).click()
    await expect(page).toHaveURL(`/exams?pupilUserId=${studentId}`)
    await expect(page.getByTestId('pupil-name')).toHaveText(student.name)

    await openPupils(page)
    await pupilRow(page, student.name)
      .getByRole('button', { name: `More actions for ${student.name}` })
      .click()
    await page.getByRole('menuitem', { name: 'Materials' }).click()
    await expect(page).toHaveURL(`/materials?pupilUserId=${studentId}`)
    await expect(page.getByTestId('pupil-name')).toHaveText(student.name)

    await openPupils(page)
    await pupilRow(page, student.name)
      .getByRole('button', { name: `More actions for ${student.name}` })
      .click()
    await page.getByRole('menuitem', { name: 'Grades' }).click()
    await expect(page).toHaveURL(`/pupils/${studentId}`)
    await expect(page.getByTestId('pupil-name')).toHaveText(student.name)
    await expect(page.getByText('No exam has been graded yet.')).toBeVisible()

    await openPupils(page)
    await pupilRow(page, student.name)
      .getByRole('button', { name: `More actions for ${student.name}` })
      .click()
    await page.getByRole('menuitem', { name: 'Remove' }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText('Are you sure you want to delete this pupil?')
    await dialog.getByRole('button', { name: 'Remove' }).click()
    await expect(page.getByText(`Removed pupil "${student.name}" successfully`)).toBeVisible()
    await expect(pupilRow(page, student.name)).toHaveCount(0)
    await expect(pupilRow(page, 'Ana Popescu')).toBeVisible()
  })

  test('a member nobody has chosen as teacher sees the empty text, in the light theme', async ({
    page,
  }, testInfo) => {
    await startInTheme(page, 'light')
    await page.goto('/')
    await signUpThroughPopup(page, newStudent())
    await openPupils(page)
    await expect(
      page.getByText('You do not have any pupils; nobody has assigned you as their teacher yet.'),
    ).toBeVisible()
    await openTeacherPage(page)
    await keepFullPageScreenshot(page, testInfo.outputPath('teacher-light.png'))
  })

  test('on a phone, a grades chart whose code did not come says so, and is drawn at Retry once it can', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    const authorization = await signUpKeepingBearer(page, newStudent())
    const exams = (await (
      await page.request.get('/api/v1/exams', { headers: { authorization } })
    ).json()) as {
      content: { id: string; canAttemptExam: boolean }[]
    }
    await takeExam(page, authorization, exams.content.find((exam) => exam.canAttemptExam)!.id, 0)
    const reconnect = await failRequests(page, (url) =>
      /\/grades-chart\.[0-9a-f]{10}\.js$/.test(url.pathname),
    )

    await page.goto('/me')
    const grades = page.getByRole('region', { name: 'Grades over time' })
    const fallback = grades.getByRole('alert')
    await expect(fallback).toContainText('The chart could not be loaded')
    // The rest of the profile stays.
    await expect(page.getByRole('region', { name: 'Personal' })).toBeVisible()

    reconnect()
    await fallback.getByRole('button', { name: 'Retry' }).click()
    await expect(grades.getByTestId('grades-chart').getByTestId('grade-point')).toHaveCount(1)
    await expect(fallback).toHaveCount(0)
  })

  test('a pupil’s grades over time show on their profile and to their teacher, with their latest exam', async ({
    page,
  }, testInfo) => {
    const student = newStudent()
    const authorization = await signUpKeepingBearer(page, student)
    const exams = (await (
      await page.request.get('/api/v1/exams', { headers: { authorization } })
    ).json()) as {
      content: { id: string; canAttemptExam: boolean }[]
    }
    const open = exams.content.filter((exam) => exam.canAttemptExam)
    await takeExam(page, authorization, open[0]!.id, 0)
    await takeExam(page, authorization, open[1]!.id, 1)

    await page.goto('/me')
    const chart = page.getByRole('region', { name: 'Grades over time' }).getByTestId('grades-chart')
    await expect(chart.getByTestId('grade-point')).toHaveCount(2)
    await keepFullPageScreenshot(page, testInfo.outputPath('grades-dark.png'))

    await openTeacherPage(page)
    await page
      .getByRole('region', { name: 'Assign Teacher' })
      .getByLabel('Teacher User Id', { exact: true })
      .fill(DEMO_TEACHER_ID)
    await page.getByRole('region', { name: 'Assign Teacher' }).getByRole('button', { name: 'Assign' }).click()
    await expect(page.getByText('Teacher was assigned successfully.')).toBeVisible()
    await signOutThroughPopup(page, student.name)

    await startInTheme(page, 'light')
    await signInAsDemoAccount(page, 'Prof. Ionescu')
    await openPupils(page)
    const row = pupilRow(page, student.name)
    await expect(row.getByTestId('pupil-latest-activity')).toHaveText(/^Latest exam: .+ · grade \d+\.\d{2}$/)
    await row.getByRole('button', { name: `More actions for ${student.name}` }).click()
    await page.getByRole('menuitem', { name: 'Grades' }).click()
    await expect(page.getByTestId('pupil-name')).toHaveText(student.name)
    await expect(page.getByTestId('grades-chart').getByTestId('grade-point')).toHaveCount(2)
    await keepFullPageScreenshot(page, testInfo.outputPath('pupil-grades.png'))
  })
})
