import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { expect, test } from '@playwright/test'
import { startProductServer, type ProductServer } from '../support/product-server'
import { signUpThroughPopup } from '../support/sign-in'

const CONDITIONALS = 'Conditionals: Real and Unreal Situations'
/** Its own server (the suite's one cannot be stopped): next to the suite's port. */
const PORT = Number(process.env.E2E_PORT ?? 8181) + 3

// Markup the API would never store (it sanitises every save), written straight into the database.
const STORED = [
  '<h2>Stored hostile lesson</h2>',
  '<script>window.top.__pwned = "script"; alert("script")</script>',
  '<img src="/nowhere.png" onerror="window.top.__pwned = \'onerror\'">',
  '<p onmouseover="window.top.__pwned = \'handler\'">Hover this paragraph.</p>',
  '<a href="javascript:window.top.__pwned=\'link\'">A javascript: link</a>',
  '<svg onload="window.top.__pwned = \'svg\'"></svg>',
].join('')

test.describe('a lesson stored with scripts in the database', () => {
  test.describe.configure({ timeout: 240_000 })
  let server: ProductServer

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    server = await startProductServer(PORT)
    await server.stop()
    const database = new PGlite(path.join(server.dataDir, 'pglite'))
    const updated = await database.query('update materials set content = $1 where title = $2', [
      STORED,
      CONDITIONALS,
    ])
    expect(updated.affectedRows).toBe(1)
    await database.close()
    await server.start()
  })
  test.afterAll(async () => server?.stop())

  test('runs none of them in the browser', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto(`${server.url}/`)
    const suffix = Date.now().toString(36).slice(-6)
    await signUpThroughPopup(page, {
      email: `stored.${suffix}@example.ro`,
      name: `Elev ${suffix.slice(0, 4)}`,
    })
    await page.goto(`${server.url}/materials`)
    await page.getByRole('link', { name: `Study ${CONDITIONALS}` }).click()

    const lesson = page.frameLocator(`iframe[title="Lesson: ${CONDITIONALS}"]`)
    await expect(lesson.getByRole('heading', { name: 'Stored hostile lesson' })).toBeVisible()
    await lesson.getByText('Hover this paragraph.').hover()
    await lesson.getByRole('link', { name: 'A javascript: link' }).click()
    await page.waitForTimeout(500)

    expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined()
    expect(
      await page
        .getByTestId('lesson-frame')
        .evaluate(
          (frame: HTMLIFrameElement) => (frame.contentWindow as { __pwned?: string } | null)?.__pwned,
        ),
    ).toBeUndefined()
    expect(dialogs).toEqual([])
  })
})
