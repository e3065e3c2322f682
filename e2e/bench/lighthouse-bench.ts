// Lighthouse on every public page signed out and on the pupil's pages signed in: the npm package, its
// default mobile settings (simulated throttling) untouched, on Debian's Chromium; median of 3 runs a page.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type BrowserContext } from '@playwright/test'
import lighthouse, { desktopConfig, type Config, type Flags, type RunnerResult } from 'lighthouse'
import { printTable, type LighthouseFigures } from './figures'
import { median } from './median'
import { firstExamId, firstLessonId, signInAsPupil } from './product'

interface LighthousePage {
  name: string
  path: string
  /** Lighthouse's desktop preset instead of its default mobile settings. */
  desktop?: boolean
  /** A 404 is this page's right answer, not a failed load. */
  notFound?: boolean
}

const PUBLIC_PAGES: LighthousePage[] = [
  { name: 'landing', path: '/' },
  { name: '/product', path: '/product' },
  { name: '/lessons', path: '/lessons' },
  { name: '/contact', path: '/contact' },
  { name: '/privacy', path: '/privacy' },
  { name: '/terms-of-service', path: '/terms-of-service' },
  { name: '/istoricescu', path: '/istoricescu' },
  { name: 'not found', path: '/no-such-page', notFound: true },
  { name: 'landing (desktop preset)', path: '/', desktop: true },
]

const signedInPages = (examId: string, lessonId: string): LighthousePage[] => [
  { name: 'user home', path: '/' },
  { name: '/exams', path: '/exams' },
  { name: '/interactive', path: '/interactive' },
  { name: 'exam attempt (30)', path: `/exams/${examId}/attempt` },
  { name: '/materials/<id> (a lesson)', path: `/materials/${lessonId}` },
  { name: '/attempts', path: '/attempts' },
]

export interface LighthouseOptions {
  baseURL: string
  /** Chromium's remote debugging port, which Lighthouse drives. */
  debuggingPort: number
  runs: number
  /** Whether a page (by its name in the table) is measured. */
  only: (name: string) => boolean
  chromiumPath: string
  /** Where each run's Lighthouse report is saved as HTML (what a page's figures are made of), if anywhere. */
  reportsFolder?: string
}

export interface LighthouseResults {
  version: string
  /**
   * What ran the pages: the browser's version and Lighthouse's CPU benchmark index (the median over the runs,
   * and its lowest and highest: a machine shared with other work slows down and speeds up during a run).
   * Lighthouse scales the main-thread work it observes, so figures from another browser version or a slower
   * machine are not comparable: these say when that is the case.
   */
  environment: { browser: string; benchmarkIndex: number; benchmarkIndexRange: [number, number] }
  runs: number
  medians: LighthouseFigures[]
  samples: LighthouseFigures[]
}

const score = (result: RunnerResult, category: string) =>
  Math.round((result.lhr.categories[category]?.score ?? 0) * 100)
const metric = (result: RunnerResult, audit: string) => result.lhr.audits[audit]?.numericValue ?? Number.NaN

/** True when the run talked to the API as the signed-in pupil: the page was not the signed-out landing. */
function calledApiSignedIn(result: RunnerResult): boolean {
  const items =
    (
      result.lhr.audits['network-requests']?.details as
        { items?: { url?: string; statusCode?: number }[] } | undefined
    )?.items ?? []
  return items.some((item) => /\/api\/v1\/users\//.test(item.url ?? '') && item.statusCode === 200)
}

/** Lighthouse's longest tasks: when each started and how long it took on its simulated timeline. */
interface LongTask {
  url?: string
  startTime?: number
  duration?: number
}

const SCRIPT_FILE = /\.m?js(?:$|[?#])/

/**
 * A run's blocking time split between the long tasks attributed to a script file and the others, each task
 * clipped to the window Lighthouse's TBT counts (first contentful paint to Time to Interactive) and counted
 * beyond its first 50 ms, as Lighthouse does.
 */
function blockingBySource(result: RunnerResult): { scripts: number; page: number } {
  const from = metric(result, 'first-contentful-paint')
  const until = metric(result, 'interactive')
  const tasks = (result.lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? []
  const blocking = { scripts: 0, page: 0 }
  for (const task of tasks) {
    const start = Math.max(task.startTime ?? 0, from)
    const end = Math.min((task.startTime ?? 0) + (task.duration ?? 0), until)
    if (end - start < 50) continue
    blocking[SCRIPT_FILE.test(task.url ?? '') ? 'scripts' : 'page'] += end - start - 50
  }
  return { scripts: Math.round(blocking.scripts), page: Math.round(blocking.page) }
}

interface Audited {
  figures: LighthouseFigures
  version: string
  benchmarkIndex: number
}

/** A report's file: the page's name as a file name, then the run ('user-home-signed-in-2.html'). */
function reportFile(folder: string, page: LighthousePage, signedIn: boolean, run: number): string {
  const name = page.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return path.join(folder, `${name}${signedIn ? '-signed-in' : ''}-${run + 1}.html`)
}

async function audit(
  page: LighthousePage,
  signedIn: boolean,
  run: number,
  options: LighthouseOptions,
): Promise<Audited> {
  const flags: Flags = {
    port: options.debuggingPort,
    output: options.reportsFolder ? 'html' : 'json',
    logLevel: 'error',
    ignoreStatusCode: page.notFound ?? false,
  }
  const config: Config | undefined = page.desktop ? desktopConfig : undefined
  const result = await lighthouse(`${options.baseURL}${page.path}`, flags, config)
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.name}.`)
  if (result.lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${page.name}: ${result.lhr.runtimeError.message}`)
  if (signedIn && !calledApiSignedIn(result))
    throw new Error(`Lighthouse's tab was not signed in on ${page.name}.`)
  if (options.reportsFolder) {
    fs.mkdirSync(options.reportsFolder, { recursive: true })
    fs.writeFileSync(reportFile(options.reportsFolder, page, signedIn, run), String(result.report))
  }
  const blocking = blockingBySource(result)
  const figures: LighthouseFigures = {
    page: page.name,
    signedIn,
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    seo: score(result, 'seo'),
    lcpMs: Math.round(metric(result, 'largest-contentful-paint')),
    tbtMs: Math.round(metric(result, 'total-blocking-time')),
    tbtScriptsMs: blocking.scripts,
    tbtPageMs: blocking.page,
    cls: Number(metric(result, 'cumulative-layout-shift').toFixed(3)),
  }
  return {
    figures,
    version: result.lhr.lighthouseVersion,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  }
}

/** Each figure's own median over the runs, as the page table does. */
function medianFigures(samples: LighthouseFigures[]): LighthouseFigures {
  const first = samples[0] as LighthouseFigures
  const of = (key: keyof Omit<LighthouseFigures, 'page' | 'signedIn'>) =>
    median(samples.map((sample) => sample[key]))
  const tbt = of('tbtMs')
  const medianRun = samples.reduce((closest, sample) =>
    Math.abs(sample.tbtMs - tbt) < Math.abs(closest.tbtMs - tbt) ? sample : closest,
  )
  return {
    page: first.page,
    signedIn: first.signedIn,
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    tbtMs: tbt,
    // The split of the run whose blocking time is the median's (the closest one), so that it explains that figure.
    tbtScriptsMs: medianRun.tbtScriptsMs,
    tbtPageMs: medianRun.tbtPageMs,
    cls: of('cls'),
  }
}

async function waitForDebugger(port: number): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`Chromium opened no debugging port ${port} within a minute.`)
}

/** The browser's full version, as its debugging port names it (the user agent Lighthouse reports hides the minor numbers). */
async function browserVersion(port: number): Promise<string> {
  const { Browser: name } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    Browser?: string
  }
  return name?.replace(/^(?:Headless)?Chrome\//, 'Chromium ') ?? 'an unknown browser'
}

/** Signs the pupil in inside the running Chromium, then lets go of it: Lighthouse alone drives its tabs. */
async function signInProfile(options: LighthouseOptions): Promise<{ examId: string; lessonId: string }> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${options.debuggingPort}`)
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext())
    const page = await context.newPage()
    await page.goto(`${options.baseURL}/`)
    await signInAsPupil(page)
    const ids = {
      examId: await firstExamId(page, options.baseURL),
      lessonId: await firstLessonId(page, options.baseURL),
    }
    await page.close()
    return ids
  } finally {
    // Connected over CDP, close() only disconnects: the browser and its signed-in profile stay.
    await browser.close()
  }
}

/**
 * Opens a signed-in page once and leaves it, as a returning pupil has: the shell keeps it and paints it at
 * the next visit before any script (decision 0037). Lighthouse's runs of that page then all start alike.
 */
async function seePageOnce(options: LighthouseOptions, pagePath: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${options.debuggingPort}`)
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext())
    const page = await context.newPage()
    await page.goto(`${options.baseURL}${pagePath}`)
    await page.locator('html[data-app-started]').waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    await page.goto('about:blank')
    await waitForKeptPage(context, options.baseURL, pagePath)
    await page.close()
  } finally {
    await browser.close()
  }
}

/** Where the shell keeps its copies of pages (LAST_PAGES_KEY in @grile/shared/auth). */
const LAST_PAGES_KEY = 'grile.last-pages'

/**
 * Waits until another tab sees the copy of the page just left. The tab wrote it to localStorage as it left;
 * Chromium hands that write to other tabs a moment later, and loses it when the tab is closed at once. A pupil
 * who comes back comes back later: without this wait, the first of the three runs of a page whose copy was
 * written last (an exam attempt, /interactive) started without it, or every run did.
 */
async function waitForKeptPage(context: BrowserContext, baseURL: string, pagePath: string): Promise<void> {
  const probe = await context.newPage()
  try {
    await probe.goto(`${baseURL}/robots.txt`)
    await probe.waitForFunction(
      ([key, path]) =>
        (JSON.parse(localStorage.getItem(key) ?? '{}') as { pages?: { path: string }[] }).pages?.some(
          (page) => page.path === path,
        ),
      [LAST_PAGES_KEY, pagePath] as const,
      { timeout: 10_000 },
    )
  } finally {
    await probe.close()
  }
}

/**
 * One headless Chromium with its own profile and an open debugging port: Lighthouse opens its tab in it,
 * first on the public pages (signed out), then after the pupil signs in. Lighthouse's default storage
 * reset keeps cookies and localStorage, so the pupil stays signed in, while it empties the HTTP cache. Each
 * signed-in page is measured as a returning pupil opens it: seen and left once before on this device (the
 * page bench measures the user home's first visit too).
 */
export async function runLighthouse(options: LighthouseOptions): Promise<LighthouseResults> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'grile-lighthouse-'))
  const browserProcess = spawn(
    options.chromiumPath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--no-default-browser-check',
      `--remote-debugging-port=${options.debuggingPort}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
  const medians: LighthouseFigures[] = []
  const samples: LighthouseFigures[] = []
  let version = ''
  let browser: string | undefined
  const benchmarkIndexes: number[] = []
  const measure = async (pages: LighthousePage[], signedIn: boolean) => {
    for (const page of pages.filter((candidate) => options.only(candidate.name))) {
      const runsOfPage: LighthouseFigures[] = []
      if (signedIn) await seePageOnce(options, page.path)
      for (let run = 0; run < options.runs; run += 1) {
        // A run Lighthouse could not finish (a page it found hung on a busy machine) is tried once more.
        const audited = await audit(page, signedIn, run, options).catch((error: unknown) => {
          console.error(
            `  Lighthouse ${page.name}: ${error instanceof Error ? error.message : String(error)}; trying again`,
          )
          return audit(page, signedIn, run, options)
        })
        runsOfPage.push(audited.figures)
        version = audited.version
        benchmarkIndexes.push(audited.benchmarkIndex)
      }
      samples.push(...runsOfPage)
      const pageMedian = medianFigures(runsOfPage)
      medians.push(pageMedian)
      // Each page's figures as soon as they are known: a long run interrupted still told something.
      console.error(`  Lighthouse ${JSON.stringify(pageMedian)}`)
    }
  }
  try {
    await waitForDebugger(options.debuggingPort)
    browser = await browserVersion(options.debuggingPort)
    await measure(PUBLIC_PAGES, false)
    if (signedInPages('', '').some((page) => options.only(page.name))) {
      const { examId, lessonId } = await signInProfile(options)
      await measure(signedInPages(examId, lessonId), true)
    }
  } finally {
    const exited = new Promise((resolve) =>
      browserProcess.exitCode === null ? browserProcess.once('exit', resolve) : resolve(null),
    )
    browserProcess.kill('SIGTERM')
    await exited
    // Chromium's helper processes may still be writing its cache: retry, and never lose the figures over a
    // temporary folder left behind.
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 })
    } catch (error) {
      console.error(`  Lighthouse's browser profile ${profile} was not removed: ${String(error)}`)
    }
  }
  const environment = {
    browser: browser ?? 'an unknown browser',
    benchmarkIndex: benchmarkIndexes.length ? Math.round(median(benchmarkIndexes)) : Number.NaN,
    benchmarkIndexRange: [
      Math.round(Math.min(...benchmarkIndexes)),
      Math.round(Math.max(...benchmarkIndexes)),
    ] as [number, number],
  }
  return { version, environment, runs: options.runs, medians, samples }
}

export function printLighthouseTable(rows: LighthouseFigures[]): void {
  const header = [
    'page',
    'signed in',
    'Performance',
    'Accessibility',
    'Best Practices',
    'SEO',
    'LCP ms',
    'TBT ms',
    'of it scripts',
    'page',
    'CLS',
  ]
  const cells = rows.map((r) =>
    [
      r.page,
      r.signedIn ? 'yes' : 'no',
      r.performance,
      r.accessibility,
      r.bestPractices,
      r.seo,
      r.lcpMs,
      r.tbtMs,
      r.tbtScriptsMs,
      r.tbtPageMs,
      r.cls,
    ].map(String),
  )
  printTable(header, cells)
}
