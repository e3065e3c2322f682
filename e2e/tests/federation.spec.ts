import { expect, test, type Page } from '@playwright/test'
import { sharedCopiesDownloaded } from '../support/federation'
import { signInAsDemoAccount, signUpThroughPopup } from '../support/sign-in'
import { reloadApp } from '../support/shell'

const REMOTE_PAGES = [
  { path: '/exams', heading: 'Exams' },
  { path: '/interactive', heading: 'Interactive' },
  { path: '/materials', heading: 'Materials' },
  { path: '/me', heading: 'Profile' },
  { path: '/admin/users/find', heading: 'Find User' },
]

const SINGLETONS = [
  'react',
  'react-dom',
  '@grile/shared/router',
  '@grile/shared/chakra',
  '@emotion/react',
  'zustand',
  'swr',
  'swr/mutation',
  '@grile/shared/contract',
  '@grile/shared/ui',
  '@grile/shared/api',
  '@grile/shared/auth',
]

function recordJavaScript(page: Page): Set<string> {
  const urls = new Set<string>()
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) urls.add(response.url())
  })
  return urls
}

test.describe('the federated shell', () => {
  // Every remote page is for signed-in users (/admin for administrators): the demo admin opens them.
  test('renders a page of each remote inside the shell layout', async ({ page }) => {
    await page.goto('/')
    await signInAsDemoAccount(page, 'Admin')
    for (const remote of REMOTE_PAGES) {
      await page.goto(remote.path)
      await expect(page.getByRole('heading', { level: 1, name: remote.heading })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Grile' }).first()).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible()
    }
  })

  test('downloads each shared singleton exactly once across the shell and all remotes', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto('/')
    await signInAsDemoAccount(page, 'Admin')
    const downloaded = recordJavaScript(page)
    await reloadApp(page)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    // Client-side navigation through every remote, so all five containers are loaded in one page.
    for (const remote of REMOTE_PAGES) {
      await page.evaluate((path) => {
        window.history.pushState({}, '', path)
        window.dispatchEvent(new PopStateEvent('popstate'))
      }, remote.path)
      await expect(page.getByRole('heading', { level: 1, name: remote.heading })).toBeVisible()
    }
    const copies = await sharedCopiesDownloaded(request, baseURL as string, downloaded)
    for (const name of SINGLETONS) {
      expect({ name, containers: copies.get(name) ?? [] }).toEqual({ name, containers: [expect.any(String)] })
    }
  })

  test('a value a remote sets in the shared store shows in the shell', async ({ page }) => {
    const suffix = Date.now().toString(36).slice(-5)
    await page.goto('/')
    await signUpThroughPopup(page, { email: `store.${suffix}@example.ro`, name: `Elev ${suffix}` })
    await page.goto('/me')
    // mfe-account renames the user; the user store lives in @grile/shared and the top bar is the shell's.
    const personal = page.getByRole('region', { name: 'Personal' })
    await personal.getByLabel('Name').fill(`Nou ${suffix}`)
    await personal.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('button', { name: `Nou ${suffix}`, exact: true })).toBeVisible()
  })

  test('a remote that is down shows its fallback with Retry while the rest keeps working', async ({
    page,
  }) => {
    await page.goto('/')
    await signInAsDemoAccount(page, 'Admin')
    await page.route('**/remotes/mfe_materials/**', (route) => route.abort('connectionrefused'))
    await page.goto('/materials')
    const fallback = page.getByTestId('remote-fallback')
    await expect(fallback.getByRole('heading', { name: 'Materials are unavailable' })).toBeVisible()

    // The shell and the other remotes still work.
    await page.getByRole('button', { name: 'Open navigation' }).click()
    await page.getByRole('link', { name: 'Home' }).click()
    await page.goto('/exams')
    await expect(page.getByRole('heading', { level: 1, name: 'Exams' })).toBeVisible()

    // Once the remote is back, Retry recovers it without a reload.
    await page.goto('/materials')
    await expect(fallback).toBeVisible()
    await page.unroute('**/remotes/mfe_materials/**')
    await fallback.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Materials' })).toBeVisible()
  })

  test('Retry loads the live release of a remote whose release went missing, without a reload', async ({
    page,
  }) => {
    await page.goto('/')
    await signInAsDemoAccount(page, 'Admin')
    // The page starts with mfe_materials at a release that is no longer in the store.
    const gone = '/releases/mfe_materials/2026.01.01-0000000/mf-manifest.json'
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, json: { ...(await response.json()), mfe_materials: gone } })
    })
    await page.goto('/materials')
    const fallback = page.getByTestId('remote-fallback')
    await expect(fallback.getByRole('heading', { name: 'Materials are unavailable' })).toBeVisible()

    // Retry asks the server where the remote lives now and loads it from there.
    await page.unroute('**/remotes.json')
    const asked = page.waitForRequest('**/remotes.json')
    await fallback.getByRole('button', { name: 'Retry' }).click()
    await asked
    await expect(page.getByRole('heading', { level: 1, name: 'Materials' })).toBeVisible()
  })
})
