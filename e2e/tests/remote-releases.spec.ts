import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { expect, test, type Page } from '@playwright/test'
import { startProductServer, type ProductServer } from '../support/product-server'
import { FIRST_PAINT, reloadApp } from '../support/shell'
import { signInAsDemoAccount } from '../support/sign-in'

// A feature team ships mfe-exams on its own: release v1 and promote it; release v2 (a visible change) and
// promote it while a student's page runs v1; roll back. The shell's files stay as they are, and the server
// that serves them is never restarted: releases are data, not a deployment of the shell.
const PORT = Number(process.env.E2E_PORT ?? 8181) + 6
const repositoryRoot = path.resolve(import.meta.dirname, '..', '..')
const HEADER_V1 = 'Latest Grade'
const HEADER_V2 = 'Latest Grade (v2)'

/** sha256 of every file of a folder, by its relative path. */
function hashesOf(folder: string): Record<string, string> {
  const hashes: Record<string, string> = {}
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    hashes[path.relative(folder, file)] = createHash('sha256').update(fs.readFileSync(file)).digest('hex')
  }
  return hashes
}

/** A team's command (`pnpm release|promote|rollback`), run against the test's server; returns what it printed. */
function teamCommand(
  script: 'release.mjs' | 'release-admin.mjs',
  args: string[],
  env: Record<string, string>,
) {
  return execFileSync(process.execPath, [path.join(repositoryRoot, 'scripts', script), ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
}

/** The release id `pnpm release` printed ("Make it live: pnpm promote mfe-exams <id>"). */
const releaseIdIn = (output: string, folder = 'mfe-exams') =>
  output.match(new RegExp(`pnpm promote ${folder} (\\S+)`))?.[1] as string

async function openFromDrawer(page: Page, entry: string) {
  await page.getByRole('button', { name: 'Open navigation' }).click()
  await page.getByRole('link', { name: entry, exact: true }).click()
}

test.describe('a remote released, promoted and rolled back on its own', () => {
  let server: ProductServer
  let store: string
  let v2Build: string
  test.describe.configure({ mode: 'serial', timeout: 240_000 })

  test.beforeAll(async () => {
    store = fs.mkdtempSync(path.join(os.tmpdir(), 'grile-releases-'))
    // v2: the same build with one visible change, as a team's next build would bring.
    v2Build = fs.mkdtempSync(path.join(os.tmpdir(), 'grile-mfe-exams-v2-'))
    fs.cpSync(path.join(repositoryRoot, 'mfe-exams', 'dist'), v2Build, { recursive: true })
    let changed = 0
    for (const file of fs.readdirSync(v2Build).filter((name) => name.endsWith('.js'))) {
      const text = fs.readFileSync(path.join(v2Build, file), 'utf8')
      if (!text.includes(`"${HEADER_V1}"`)) continue
      const changedText = text.replaceAll(`"${HEADER_V1}"`, `"${HEADER_V2}"`)
      fs.writeFileSync(path.join(v2Build, file), changedText)
      // And its Brotli copy, which the build writes beside it and the server sends (decision 0054).
      if (fs.existsSync(path.join(v2Build, `${file}.br`)))
        fs.writeFileSync(path.join(v2Build, `${file}.br`), brotliCompressSync(changedText))
      changed += 1
    }
    expect(changed).toBeGreaterThan(0)
    server = await startProductServer(PORT, { RELEASE_STORE_DIR: store })
  })

  test.afterAll(async () => {
    await server?.stop()
    for (const folder of [store, v2Build]) if (folder) fs.rmSync(folder, { recursive: true, force: true })
  })

  test('an open page keeps its release through a promote; a reload shows the live one; a rollback goes back', async ({
    page,
  }) => {
    const env = { GRILE_API_URL: server.url, RELEASE_STORE_DIR: store }
    const shellBefore = hashesOf(path.join(repositoryRoot, 'shell', 'dist'))
    const pid = server.pid()
    const remotesJson = async () =>
      (await (await fetch(`${server.url}/remotes.json`)).json()) as Record<string, string>

    // v1: the build in mfe-exams/dist, released and promoted.
    const v1 = releaseIdIn(teamCommand('release.mjs', ['mfe-exams', '--no-build'], env))
    teamCommand('release-admin.mjs', ['promote', 'mfe-exams', v1], env)
    expect((await remotesJson()).mfe_exams).toBe(`/releases/mfe_exams/${v1}/mf-manifest.json`)

    // A student opens the exams, which run v1.
    const loadedFrom = new Set<string>()
    page.on('request', (request) => {
      const match = new URL(request.url()).pathname.match(/^\/releases\/mfe_exams\/([^/]+)\//)
      if (match) loadedFrom.add(match[1] as string)
    })
    await page.goto(`${server.url}/`)
    await signInAsDemoAccount(page, 'Ana Popescu')
    await page.goto(`${server.url}/exams`)
    await expect(page.getByRole('columnheader', { name: HEADER_V1, exact: true })).toBeVisible(FIRST_PAINT)
    expect([...loadedFrom]).toEqual([v1])

    // v2 is released and promoted while that page is open.
    const v2 = releaseIdIn(teamCommand('release.mjs', ['mfe-exams', '--from', v2Build], env))
    expect(v2).not.toBe(v1)
    teamCommand('release-admin.mjs', ['promote', 'mfe-exams', v2], env)
    expect((await remotesJson()).mfe_exams).toBe(`/releases/mfe_exams/${v2}/mf-manifest.json`)

    // The open page goes on with v1: another page of mfe-exams loads its code from v1, and back on the
    // exams the table is v1's.
    await openFromDrawer(page, 'Attempts')
    await expect(page.getByRole('heading', { level: 1, name: 'Attempts' })).toBeVisible()
    await openFromDrawer(page, 'Exams')
    await expect(page.getByRole('columnheader', { name: HEADER_V1, exact: true })).toBeVisible()
    expect([...loadedFrom]).toEqual([v1])

    // A reload gets the live release.
    await reloadApp(page)
    await expect(page.getByRole('columnheader', { name: HEADER_V2, exact: true })).toBeVisible(FIRST_PAINT)
    expect([...loadedFrom]).toEqual([v1, v2])

    // Rolled back: a reload shows v1 again.
    expect(teamCommand('release-admin.mjs', ['rollback', 'mfe-exams'], env)).toContain(`${v1} is live`)
    await reloadApp(page)
    await expect(page.getByRole('columnheader', { name: HEADER_V1, exact: true })).toBeVisible(FIRST_PAINT)

    // None of it rebuilt or touched the shell, nor restarted the server.
    expect(hashesOf(path.join(repositoryRoot, 'shell', 'dist'))).toEqual(shellBefore)
    expect(server.pid()).toBe(pid)
  })

  test('the shell is released the same way: its pages come from the live release, a rollback brings the last back', async ({
    page,
    browser,
  }) => {
    const env = { GRILE_API_URL: server.url, RELEASE_STORE_DIR: store }
    const shellDist = path.join(repositoryRoot, 'shell', 'dist')
    const shellBefore = hashesOf(shellDist)
    const pid = server.pid()
    const DESCRIPTION_V2 = 'Grile, release two of the shell.'
    /** A new visitor's landing: its description, and a sign-in that works (the app ran under the page's policy). */
    const visitLanding = async (expectedDescription: string) => {
      const context = await browser.newContext()
      try {
        const visitor = await context.newPage()
        await visitor.goto(`${server.url}/`)
        await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
          'content',
          expectedDescription,
        )
        await signInAsDemoAccount(visitor, 'Ana Popescu')
        await openFromDrawer(visitor, 'Exams')
        await expect(visitor.getByRole('columnheader', { name: HEADER_V1, exact: true })).toBeVisible(
          FIRST_PAINT,
        )
      } finally {
        await context.close()
      }
    }

    // s1: the shell's build as it is, released and promoted.
    const s1 = releaseIdIn(teamCommand('release.mjs', ['shell', '--no-build'], env), 'shell')
    teamCommand('release-admin.mjs', ['promote', 'shell', s1], env)
    await page.goto(`${server.url}/`)
    const descriptionV1 = (await page.locator('meta[name="description"]').getAttribute('content')) ?? ''
    await signInAsDemoAccount(page, 'Ana Popescu')
    await openFromDrawer(page, 'Exams')
    await expect(page.getByRole('columnheader', { name: HEADER_V1, exact: true })).toBeVisible(FIRST_PAINT)

    // s2: the same build with another description on the landing, promoted while that page is open.
    const s2Build = fs.mkdtempSync(path.join(os.tmpdir(), 'grile-shell-v2-'))
    try {
      fs.cpSync(shellDist, s2Build, { recursive: true })
      const landing = path.join(s2Build, 'pages', 'home.html')
      fs.writeFileSync(
        landing,
        fs
          .readFileSync(landing, 'utf8')
          .replace(/(<meta name="description" content=")[^"]*/, `$1${DESCRIPTION_V2}`),
      )
      const s2 = releaseIdIn(teamCommand('release.mjs', ['shell', '--from', s2Build], env), 'shell')
      expect(s2).not.toBe(s1)
      teamCommand('release-admin.mjs', ['promote', 'shell', s2], env)
    } finally {
      fs.rmSync(s2Build, { recursive: true, force: true })
    }
    // The open page goes on; a new visitor gets the live release's landing.
    await openFromDrawer(page, 'Attempts')
    await expect(page.getByRole('heading', { level: 1, name: 'Attempts' })).toBeVisible()
    await visitLanding(DESCRIPTION_V2)

    // Rolled back: the landing is s1's again.
    expect(teamCommand('release-admin.mjs', ['rollback', 'shell'], env)).toContain(`${s1} is live`)
    await visitLanding(descriptionV1)

    expect(hashesOf(shellDist)).toEqual(shellBefore)
    expect(server.pid()).toBe(pid)
  })
})
