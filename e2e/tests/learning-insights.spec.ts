import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { exercisePanel } from '../support/interactive'
import { startProductServer, type ProductServer } from '../support/product-server'
import { FIRST_PAINT } from '../support/shell'
import { signInAsDemoAccount } from '../support/sign-in'

// What the answers tell a teacher and an administrator. A server of the test's own gets answers planted into
// its database while stopped (api/test/support/plant-learning.ts): the demo pupil Ana is weak on one grammar
// topic and strong on another; 30 rated students answer two exercises, one whose key looks wrong (the strong
// half choose a distractor) and one that tells strong from weak.
const PORT = Number(process.env.E2E_PORT ?? 8181) + 8
const repositoryRoot = path.resolve(import.meta.dirname, '..', '..')

interface Planted {
  weakTopic: string
  strongTopic: string
  pupils: string[]
  doubtful: string
  discriminating: string
}

async function signedIn(browser: Browser, url: string, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto(`${url}/`)
  await signInAsDemoAccount(page, name)
  return page
}

test.describe('mastery and item analysis from planted answers', () => {
  let server: ProductServer
  let planted: Planted
  test.describe.configure({ mode: 'serial', timeout: 240_000 })

  test.beforeAll(async () => {
    test.setTimeout(300_000)
    server = await startProductServer(PORT)
    await server.stop()
    const output = execFileSync(
      'pnpm',
      ['--filter', '@grile/api', 'exec', 'tsx', 'test/support/plant-learning.ts', server.dataDir],
      {
        cwd: repositoryRoot,
        encoding: 'utf8',
      },
    )
    planted = JSON.parse(output.trim().split('\n').at(-1)!) as Planted
    await server.start()
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test("a teacher's class grid shows a pupil's weak topic; the pupil's 'Practise this' opens practice on it", async ({
    browser,
  }) => {
    const teacher = await signedIn(browser, server.url, 'Prof. Ionescu')
    await teacher.goto(`${server.url}/pupils`)
    await teacher.getByRole('link', { name: 'Class mastery' }).click()
    await expect(teacher).toHaveURL(/\/pupils\/mastery$/)
    const grid = teacher.getByRole('table', { name: 'Class mastery' })
    await expect(grid).toBeVisible(FIRST_PAINT)
    // The areas' columns after the pupils' (whose names are row headers, not cells).
    const areas = (await grid.getByRole('columnheader').allTextContents()).slice(1)
    const weakColumn = areas.indexOf(planted.weakTopic)
    const strongColumn = areas.indexOf(planted.strongTopic)
    expect(weakColumn).toBeGreaterThanOrEqual(0)
    expect(strongColumn).toBeGreaterThanOrEqual(0)
    const ana = grid.getByRole('row').filter({ hasText: 'Ana Popescu' })
    await expect(ana.getByRole('cell').nth(weakColumn)).toHaveAttribute('data-level', 'WEAK')
    await expect(ana.getByRole('cell').nth(weakColumn)).toContainText('Weak')
    await expect(ana.getByRole('cell').nth(strongColumn)).toHaveAttribute('data-level', 'STRONG')
    // The weak spots, above the grid, name her and the topic.
    await expect(teacher.getByTestId('weak-spot').filter({ hasText: 'Ana Popescu' })).toContainText(
      planted.weakTopic,
    )

    // Ana's own page: the weak topic and its link to practise it.
    const pupil = await signedIn(browser, server.url, 'Ana Popescu')
    await pupil.goto(`${server.url}/me`)
    const row = pupil
      .getByTestId('mastery-row')
      .filter({ has: pupil.getByText(planted.weakTopic, { exact: true }) })
    await expect(row).toContainText('Weak', FIRST_PAINT)
    await row.getByRole('link', { name: `Practise this: ${planted.weakTopic}` }).click()
    await expect(pupil).toHaveURL(/\/interactive$/, FIRST_PAINT)
    await expect(pupil.getByLabel('Material', { exact: true })).toHaveValue(/.+/)
    await expect(pupil.getByLabel('Material', { exact: true }).locator('option:checked')).toHaveText(
      planted.weakTopic,
    )
    await expect(exercisePanel(pupil).getByRole('radiogroup')).toBeVisible()
  })

  test('an administrator lists exercises by discrimination; the one whose key looks wrong is flagged', async ({
    browser,
  }) => {
    const admin = await signedIn(browser, server.url, 'Admin')
    await admin.goto(`${server.url}/admin/exercises/find`)
    await admin.getByLabel('Sort by').selectOption({ label: 'Discrimination (lowest first)' })
    const results = admin.getByRole('table', { name: 'Exercises' })
    const rows = results.getByRole('row').filter({ has: admin.getByRole('cell') })
    await expect(rows.first()).toContainText(planted.doubtful, FIRST_PAINT)
    await expect(rows.first()).toContainText('Key doubtful')
    await expect(rows.nth(1)).toContainText(planted.discriminating)
    await expect(rows.nth(1)).not.toContainText('Key doubtful')

    // Only the suspicious ones: the planted exercise is among them, the good one is not.
    await admin.getByText('Only suspicious', { exact: true }).click()
    await expect(results.getByRole('row').filter({ hasText: planted.doubtful })).toHaveCount(1)
    await expect(results.getByRole('row').filter({ hasText: planted.discriminating })).toHaveCount(0)

    // Its edit page shows the figures and which answer the strong students chose.
    await results.getByRole('link', { name: `Edit: ${planted.doubtful}` }).click()
    await expect(admin.getByText('Key doubtful').first()).toBeVisible(FIRST_PAINT)
    await expect(admin.getByRole('table', { name: 'Answer choices' })).toBeVisible()
  })
})
