import { expect, test, type Page } from '@playwright/test'
import {
  ADMIN_REMOTE_PATH,
  SECOND_ADMIN_EMAIL,
  signInAsAdmin,
  signUpStudentInNewContext,
} from '../support/admin'
import { signUpThroughPopup } from '../support/sign-in'
import { reloadApp } from '../support/shell'

const ADMIN_PAGES = [
  '/admin',
  '/admin/users/find',
  '/admin/users/11111111-2222-4333-8444-555555555555',
  '/admin/materials/create',
  '/admin/exams/create',
  '/admin/exercises/find',
]

/** Every URL the page requests from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return urls
}

test.describe('mfe-admin: only admins', () => {
  test.describe.configure({ timeout: 180_000 })

  test('a student opening any admin route lands on / and never fetches the admin remote', async ({
    browser,
  }) => {
    const student = await signUpStudentInNewContext(browser, 'admin-guard')
    const { page } = student
    const requests = recordRequests(page)

    for (const path of ADMIN_PAGES) {
      await page.goto(path)
      await expect(page).toHaveURL('/')
      await expect(page.getByRole('button', { name: student.name, exact: true })).toBeVisible()
    }
    // Inside the app too, without a page load.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/admin/exercises/find')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page).toHaveURL('/')

    expect(requests.filter((url) => url.includes(ADMIN_REMOTE_PATH))).toEqual([])
    expect(requests.some((url) => url.includes('/remotes/'))).toBe(true)
    await page.context().close()
  })

  test('a signed-out visitor is sent to / without the admin remote too', async ({ page }) => {
    const requests = recordRequests(page)
    await page.goto('/admin/users/find')
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
    expect(requests.filter((url) => url.includes(ADMIN_REMOTE_PATH))).toEqual([])
  })

  test('a second address in the server’s list of administrators opens the admin pages too', async ({
    page,
  }) => {
    // The journeys' server lists it (playwright.config.ts): the shell asks the server, it knows no address.
    await page.goto('/')
    await signUpThroughPopup(page, { email: SECOND_ADMIN_EMAIL, name: 'Second Admin' })
    await page.getByRole('button', { name: 'Open navigation' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'Find User' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Find User' })).toBeVisible()
    await page.goto('/admin/exercises/find')
    await expect(page).toHaveURL('/admin/exercises/find')
    await expect(page.getByRole('heading', { level: 1, name: 'Find Exercises' })).toBeVisible()
  })

  test('the admin does get the remote (the check above can see it)', async ({ page }) => {
    await signInAsAdmin(page)
    const requests = recordRequests(page)
    await page.goto('/admin/users/find')
    await expect(page.getByRole('heading', { level: 1, name: 'Find User' })).toBeVisible()
    expect(requests.some((url) => url.includes(ADMIN_REMOTE_PATH))).toBe(true)
  })

  test('the API refuses the admin calls with 403 to a student calling it directly', async ({ browser }) => {
    const student = await signUpStudentInNewContext(browser, 'admin-api')
    const request = student.page.request
    const headers = { authorization: student.authorization }
    const someId = '11111111-2222-4333-8444-555555555555'
    const calls = [
      request.get(`/api/v1/users?email=${encodeURIComponent(student.email)}`, { headers }),
      request.patch(`/api/v1/users/${student.id}`, { headers, data: { tokens: 1000 } }),
      request.get(`/api/v1/users/${someId}`, { headers }),
      request.get('/api/v1/exercises?questionFragment=the', { headers }),
      request.get(`/api/v1/exercises/${someId}?stable=true`, { headers }),
      request.put(`/api/v1/exercises/${someId}`, {
        headers,
        data: { question: 'Hacked question', answers: [{ id: someId, text: 'x', correct: true }] },
      }),
      request.post('/api/v1/exams', {
        headers,
        data: {
          title: 'x',
          examTarget: 'ACADEMY',
          forCustomersOnly: false,
          materialId: null,
          exercisesWithAnswers: '',
        },
      }),
      request.put(`/api/v1/exams/${someId}`, {
        headers,
        data: { title: 'x', examTarget: 'ACADEMY', forCustomersOnly: false, materialId: null },
      }),
      request.post('/api/v1/materials', { headers, data: { title: 'Hacked', materialTopicId: someId } }),
      request.put(`/api/v1/materials/${someId}`, {
        headers,
        data: { title: 'Hacked', materialTopicId: someId },
      }),
      request.put(`/api/v1/materials/${someId}/content`, {
        headers: { ...headers, 'content-type': 'text/html' },
        data: '<p>Hacked</p>',
      }),
      request.delete(`/api/v1/materials/${someId}`, { headers }),
    ]
    const statuses = await Promise.all(calls.map(async (call) => (await call).status()))
    expect(statuses).toEqual(calls.map(() => 403))

    // Nothing changed: the student still has their 10 free tokens.
    await reloadApp(student.page)
    await expect(student.page.getByTestId('token-count')).toHaveText('10')
    await student.page.context().close()
  })
})
