// The built product as the benchmarks see it: started on a throw-away data folder with the demo accounts,
// the demo pupil's sign-in, and the pages that need an id found the way a pupil finds them (by their links).
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'

const repositoryRoot = path.resolve(import.meta.dirname, '..', '..')

export function startProduct(port: string): ChildProcess {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grile-bench-'))
  return spawn('node', [path.join(repositoryRoot, 'scripts', 'serve.mjs')], {
    env: { ...process.env, PORT: port, DATA_DIR: dataDir, LOG_LEVEL: 'warn', IDENTITY_DEMO_ACCOUNTS: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

export async function waitForHealth(baseURL: string): Promise<void> {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('The product did not start within 3 minutes.')
}

/** Signs the demo pupil in through the local provider's popup, from a page of the product. */
export async function signInAsPupil(page: Page): Promise<void> {
  const popup = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Sign In' }).click()
  const opened = await popup
  await opened.getByRole('button', { name: /^Ana Popescu / }).click()
  await page.getByRole('button', { name: 'Ana Popescu', exact: true }).waitFor()
}

/** The first exam's attempt page, as linked from /exams (the page must be signed in). */
export async function firstExamId(page: Page, baseURL: string): Promise<string> {
  await page.goto(`${baseURL}/exams`)
  const link = page.locator('a[href^="/exams/"][href$="/attempt"]').first()
  await link.waitFor()
  const id = /\/exams\/([^/]+)\/attempt/.exec((await link.getAttribute('href')) ?? '')?.[1]
  if (!id) throw new Error('No exam to attempt was found on /exams.')
  return id
}

/** The first lesson, as linked from /materials (the page must be signed in). */
export async function firstLessonId(page: Page, baseURL: string): Promise<string> {
  await page.goto(`${baseURL}/materials`)
  const link = page.locator('a[href^="/materials/"]').first()
  await link.waitFor()
  const id = /\/materials\/([^/?#]+)/.exec((await link.getAttribute('href')) ?? '')?.[1]
  if (!id) throw new Error('No lesson was found on /materials.')
  return id
}
