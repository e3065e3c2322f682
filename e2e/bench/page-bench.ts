// Pages as a user gets them: the built product in Debian's Chromium, each page loaded in a fresh context,
// unthrottled and under a mobile profile, then Lighthouse on every page (lighthouse-bench.ts). Prints the
// tables of medians and writes the runs to JSON.
// Usage: pnpm --filter @grile/e2e bench [--runs 5 --lighthouse-runs 3 --out bench-results.json]
//   --only pages|lighthouse   one part alone
//   --pages /lessons,/exams   only the pages whose name holds one of these (as printed in the tables)
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { sharedCopiesDownloaded } from '../support/federation'
import { checkBudgets, printBudgets } from './budgets'
import { printLighthouseTable, runLighthouse, type LighthouseResults } from './lighthouse-bench'
import { printTable, type PageFigures, type ProfileName } from './figures'
import { median } from './median'
import { firstExamId, signInAsPupil, startProduct, waitForHealth } from './product'

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'lighthouse-runs': { type: 'string', default: '3' },
    port: { type: 'string', default: '8282' },
    'debugging-port': { type: 'string', default: '9282' },
    only: { type: 'string' },
    pages: { type: 'string' },
    out: { type: 'string' },
    'lighthouse-reports': { type: 'string' },
  },
})
const runs = Number(options.runs)
const baseURL = `http://localhost:${options.port}`
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (options.only && !['pages', 'lighthouse'].includes(options.only))
  throw new Error('--only takes pages or lighthouse.')
const wanted = (options.pages ?? '')
  .split(',')
  .map((name) => name.trim().toLowerCase())
  .filter(Boolean)
const isWanted = (name: string) =>
  wanted.length === 0 || wanted.some((part) => name.toLowerCase().includes(part))

/** The mobile profile of the issue: 4× CPU slowdown, 1.6 Mbps down, 150 ms round trip. */
const MOBILE = { cpuRate: 4, latency: 150, download: (1.6 * 1024 * 1024) / 8, upload: (750 * 1024) / 8 }

type Storage = Awaited<ReturnType<BrowserContext['storageState']>>

interface PageSpec {
  name: string
  /** The browser's storage when the page is opened: a visitor's (none), or the signed-in pupil's. */
  storage: Storage | undefined
  /** Opens the page (and waits for its main content). */
  open: (page: Page) => Promise<void>
}

// Collected in the page from its first script: paint, layout shifts and long tasks.
const PERFORMANCE_OBSERVERS = `
  window.__bench = { lcp: 0, cls: 0, longTasks: [] };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__bench.lcp = e.startTime }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__bench.cls += e.value }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__bench.longTasks.push([e.startTime, e.duration]) }).observe({ type: 'longtask', buffered: true });
`

/** Signs the demo pupil in once through the local provider's popup; later contexts reuse the storage. */
async function signedInStorage(browser: Browser): Promise<Storage> {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto('/')
  await signInAsPupil(page)
  const storage = await context.storageState()
  await context.close()
  return storage
}

/**
 * The same pupil's storage once the user home has been seen and left on this device: the shell then keeps
 * the page and paints it at the next visit before any script (decision 0037).
 */
async function storageWithHomeKept(browser: Browser, storage: Storage): Promise<Storage> {
  const context = await browser.newContext({ baseURL, storageState: storage })
  const page = await context.newPage()
  await page.goto('/')
  await page.getByRole('heading', { name: 'Exercise of the day' }).waitFor()
  await page.waitForLoadState('networkidle')
  await page.goto('about:blank')
  const kept = await context.storageState()
  await context.close()
  return kept
}

async function applyProfile(page: Page, profile: ProfileName): Promise<void> {
  if (profile !== 'mobile') return
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.latency,
    downloadThroughput: MOBILE.download,
    uploadThroughput: MOBILE.upload,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuRate })
}

/** Bytes of a script that ran: V8's block coverage painted in order (outer ranges first, inner after). */
function executedBytes(entry: {
  source?: string
  functions: { ranges: { startOffset: number; endOffset: number; count: number }[] }[]
}): number {
  const length = entry.source?.length ?? 0
  const ran = new Uint8Array(length)
  for (const fn of entry.functions) {
    for (const range of fn.ranges)
      ran.fill(range.count > 0 ? 1 : 0, range.startOffset, Math.min(range.endOffset, length))
  }
  return ran.reduce((sum, value) => sum + value, 0)
}

async function measure(browser: Browser, spec: PageSpec, profile: ProfileName): Promise<PageFigures> {
  const context = await browser.newContext({
    baseURL,
    ...(spec.storage ? { storageState: spec.storage } : {}),
  })
  await context.addInitScript(PERFORMANCE_OBSERVERS)
  const page = await context.newPage()
  await applyProfile(page, profile)
  let requests = 0
  const scripts: Promise<number>[] = []
  page.on('request', () => {
    requests += 1
  })
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      scripts.push(
        response.body().then(
          (body) => gzipSync(body).length,
          () => 0,
        ),
      )
    }
  })
  await page.coverage.startJSCoverage({ resetOnNavigation: false })
  await spec.open(page)
  await page.waitForLoadState('networkidle')
  const coverage = await page.coverage.stopJSCoverage()
  const vitals = await page.evaluate(() => {
    const bench = (
      window as unknown as { __bench: { lcp: number; cls: number; longTasks: [number, number][] } }
    ).__bench
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
    const tbt = bench.longTasks
      .filter(([start]) => start >= fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)
    const scriptsBeforeFcp = performance
      .getEntriesByType('resource')
      .filter(
        (entry) =>
          entry.startTime < fcp &&
          ((entry as PerformanceResourceTiming).initiatorType === 'script' ||
            /\.m?js(\?|$)/.test(entry.name)),
      ).length
    return { fcp, lcp: bench.lcp, cls: bench.cls, tbt, scriptsBeforeFcp }
  })
  const totalSource = coverage.reduce((sum, entry) => sum + (entry.source?.length ?? 0), 0)
  const ranSource = coverage.reduce((sum, entry) => sum + executedBytes(entry), 0)
  const figures: PageFigures = {
    page: spec.name,
    profile,
    jsGzipBytes: (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0),
    jsExecutedShare: totalSource ? ranSource / totalSource : 0,
    requests,
    scriptsBeforeFcp: vitals.scriptsBeforeFcp,
    fcpMs: Math.round(vitals.fcp),
    lcpMs: Math.round(vitals.lcp),
    cls: Number(vitals.cls.toFixed(3)),
    tbtMs: Math.round(vitals.tbt),
  }
  await context.close()
  return figures
}

/**
 * Time from a press in `pressed` to the first frame that `painted` draws once `done` (a function's source, run in
 * `painted`) holds. The two may be different windows (a sign-in window and the page behind it): both times are
 * read on the clock they share, the epoch's. Once per page pressed (it gives that page a function).
 */
async function pressToPaint(
  pressed: Page,
  painted: Page,
  press: () => Promise<void>,
  done: string,
): Promise<number> {
  let pressedAt = 0
  await pressed.exposeFunction('__benchPressed', (at: number) => (pressedAt ||= at))
  await pressed.evaluate(`
    document.addEventListener('pointerdown', () => window.__benchPressed(performance.timeOrigin + performance.now()), {
      capture: true,
      once: true,
    })
  `)
  const alreadyDone = await painted.evaluate(`(() => {
    const done = ${done}
    window.__benchPainted = 0
    const observer = new MutationObserver(() => {
      if (!done()) return
      observer.disconnect()
      requestAnimationFrame(() => setTimeout(() => (window.__benchPainted = performance.timeOrigin + performance.now())))
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
    return done()
  })()`)
  if (alreadyDone) throw new Error(`What the press should bring is already on the page: ${done}`)
  await press()
  const paintedAt = () => (window as unknown as { __benchPainted: number }).__benchPainted
  await painted.waitForFunction(paintedAt, undefined, { timeout: 30_000 })
  return Math.round((await painted.evaluate(paintedAt)) - pressedAt)
}

async function answerToResult(browser: Browser, profile: ProfileName, storage: Storage): Promise<number> {
  const context = await browser.newContext({ baseURL, storageState: storage })
  const page = await context.newPage()
  await page.goto('/interactive')
  const panel = page.getByRole('region', { name: 'Exercise' })
  await panel.getByRole('radio').first().click()
  await applyProfile(page, profile)
  const ms = await pressToPaint(
    page,
    page,
    () => panel.getByRole('button', { name: 'Submit' }).click(),
    `() => /Correct!|Incorrect\\. The right answer is/.test(document.body.innerText)`,
  )
  await context.close()
  return ms
}

/**
 * A visitor on the landing signs in: from the tap on their account in the sign-in window to the user home's
 * exercise of the day painted. Both windows run under the profile.
 */
async function signInToHome(browser: Browser, profile: ProfileName): Promise<number> {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await applyProfile(page, profile)
  const opening = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Sign In' }).click()
  const popup = await opening
  await applyProfile(popup, profile)
  const account = popup.getByRole('button', { name: /^Ana Popescu / })
  await account.waitFor()
  const ms = await pressToPaint(
    popup,
    page,
    () => account.click(),
    `() => [...document.querySelectorAll('h2')].some((h) => h.textContent === 'Exercise of the day')`,
  )
  await context.close()
  return ms
}

/** Exam attempt: the median time a click on an answer takes until the answer is marked (one frame is 16 ms). */
async function examAnswerProcessing(browser: Browser, examId: string, storage: Storage): Promise<number> {
  const context = await browser.newContext({ baseURL, storageState: storage })
  const page = await context.newPage()
  await page.goto(`/exams/${examId}/attempt`)
  await page.getByRole('radiogroup').first().waitFor()
  const times = await page.evaluate(async () => {
    const cards = [...document.querySelectorAll<HTMLElement>('[data-testid="exercise"]:not([data-answered])')]
    const measured: number[] = []
    for (const card of cards.slice(0, 9)) {
      const started = performance.now()
      ;(card.querySelectorAll('label')[1] as HTMLElement).click()
      measured.push(performance.now() - started)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return measured
  })
  await context.close()
  return Number(median(times).toFixed(1))
}

async function drawerToRemote(browser: Browser, profile: ProfileName, storage: Storage): Promise<number> {
  const context = await browser.newContext({ baseURL, storageState: storage })
  const page = await context.newPage()
  await page.goto('/')
  await page.getByRole('button', { name: 'Ana Popescu', exact: true }).waitFor()
  await page.waitForLoadState('networkidle')
  await applyProfile(page, profile)
  await page.getByRole('button', { name: 'Open navigation' }).click()
  const ms = await pressToPaint(
    page,
    page,
    () => page.getByRole('dialog').getByRole('link', { name: 'Materials', exact: true }).click(),
    `() => [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Materials')`,
  )
  await context.close()
  return ms
}

async function singletonCopiesByName(browser: Browser, storage: Storage): Promise<Record<string, number>> {
  const context = await browser.newContext({ baseURL, storageState: storage })
  const page = await context.newPage()
  const downloaded = new Set<string>()
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) downloaded.add(response.url())
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  // In-app navigation through every remote, so all containers share one page (a reload starts over).
  for (const path of ['/exams', '/interactive', '/materials', '/me']) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, path)
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
  }
  const copies = await sharedCopiesDownloaded(context.request, baseURL, downloaded)
  await context.close()
  return Object.fromEntries([...copies].map(([name, containers]) => [name, containers.length]))
}

function medianFigures(samples: PageFigures[]): PageFigures {
  const first = samples[0] as PageFigures
  const of = (key: keyof Omit<PageFigures, 'page' | 'profile'>) =>
    median(samples.map((sample) => sample[key]))
  return {
    page: first.page,
    profile: first.profile,
    jsGzipBytes: of('jsGzipBytes'),
    jsExecutedShare: Number(of('jsExecutedShare').toFixed(2)),
    requests: of('requests'),
    scriptsBeforeFcp: of('scriptsBeforeFcp'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
  }
}

function printPageTable(rows: PageFigures[]): void {
  const header = [
    'page',
    'profile',
    'JS gzip KB',
    'JS executed',
    'requests',
    'JS before FCP',
    'FCP ms',
    'LCP ms',
    'CLS',
    'TBT ms',
  ]
  const cells = rows.map((r) =>
    [
      r.page,
      r.profile,
      (r.jsGzipBytes / 1024).toFixed(1),
      `${Math.round(r.jsExecutedShare * 100)}%`,
      r.requests,
      r.scriptsBeforeFcp,
      r.fcpMs,
      r.lcpMs,
      r.cls,
      r.tbtMs,
    ].map(String),
  )
  printTable(header, cells)
}

interface PageResults {
  runs: number
  medians: PageFigures[]
  interactions: Record<string, number>
  singletonCopies: Record<string, number>
  samples: PageFigures[]
}

async function runPageBench(): Promise<PageResults> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu'],
  })
  try {
    const storage = await signedInStorage(browser)
    const probe = await (await browser.newContext({ baseURL, storageState: storage })).newPage()
    const examId = await firstExamId(probe, baseURL)
    await probe.context().close()

    const homeKept = await storageWithHomeKept(browser, storage)

    // The signed-in pages are opened for the first time on this device (nothing kept), the user home also
    // as a returning pupil opens it, seen and left before.
    const pages: PageSpec[] = [
      { name: 'landing (guest)', storage: undefined, open: async (page) => void (await page.goto('/')) },
      { name: 'user home', storage: homeKept, open: async (page) => void (await page.goto('/')) },
      { name: 'user home, first visit here', storage, open: async (page) => void (await page.goto('/')) },
      { name: '/exams', storage, open: async (page) => void (await page.goto('/exams')) },
      {
        name: 'exam attempt (30)',
        storage,
        open: async (page) => void (await page.goto(`/exams/${examId}/attempt`)),
      },
      { name: '/interactive', storage, open: async (page) => void (await page.goto('/interactive')) },
    ]
    const medians: PageFigures[] = []
    const samples: PageFigures[] = []
    for (const profile of ['unthrottled', 'mobile'] as const) {
      for (const spec of pages.filter((candidate) => isWanted(candidate.name))) {
        const runsOfPage: PageFigures[] = []
        for (let run = 0; run < runs; run += 1) runsOfPage.push(await measure(browser, spec, profile))
        samples.push(...runsOfPage)
        medians.push(medianFigures(runsOfPage))
        console.error(`  ${spec.name} · ${profile}: done`)
      }
    }
    // The interactions and the singleton count belong to no single page: a page filter leaves them out.
    const interactions: Record<string, number> = {}
    if (wanted.length > 0) return { runs, medians, interactions, singletonCopies: {}, samples }
    for (const profile of ['unthrottled', 'mobile'] as const) {
      const answer: number[] = []
      const drawer: number[] = []
      const signIn: number[] = []
      for (let run = 0; run < runs; run += 1) {
        answer.push(await answerToResult(browser, profile, storage))
        drawer.push(await drawerToRemote(browser, profile, storage))
        signIn.push(await signInToHome(browser, profile))
      }
      interactions[`answer click → result painted, ${profile} (ms)`] = median(answer)
      interactions[`drawer click → remote painted, ${profile} (ms)`] = median(drawer)
      interactions[`sign-in: account picked → exercise of the day painted, ${profile} (ms)`] = median(signIn)
    }
    interactions['exam attempt: answer click → answer marked, unthrottled (ms)'] = await examAnswerProcessing(
      browser,
      examId,
      storage,
    )
    const singletonCopies = await singletonCopiesByName(browser, storage)
    return { runs, medians, interactions, singletonCopies, samples }
  } finally {
    await browser.close()
  }
}

function printPageResults(results: PageResults): void {
  printPageTable(results.medians)
  if (Object.keys(results.singletonCopies).length === 0) return
  console.log('')
  for (const [label, value] of Object.entries(results.interactions)) console.log(`${label}: ${value}`)
  console.log(`copies of each shared singleton downloaded: ${JSON.stringify(results.singletonCopies)}`)
}

async function main(): Promise<void> {
  const server = startProduct(options.port)
  try {
    await waitForHealth(baseURL)
    const pageResults = options.only === 'lighthouse' ? undefined : await runPageBench()
    let lighthouse: LighthouseResults | undefined
    let lighthouseSeconds = 0
    if (options.only !== 'pages') {
      const started = Date.now()
      lighthouse = await runLighthouse({
        baseURL,
        debuggingPort: Number(options['debugging-port']),
        runs: Number(options['lighthouse-runs']),
        only: isWanted,
        chromiumPath,
        reportsFolder: options['lighthouse-reports'],
      })
      lighthouseSeconds = Math.round((Date.now() - started) / 1000)
    }

    if (pageResults) printPageResults(pageResults)
    if (lighthouse) {
      if (pageResults) console.log('')
      const {
        browser,
        benchmarkIndex,
        benchmarkIndexRange: [slowest, fastest],
      } = lighthouse.environment
      console.log(
        `Lighthouse ${lighthouse.version} on ${browser} (CPU benchmark index ${benchmarkIndex}, ${slowest}–${fastest} over the runs), ` +
          `default mobile settings unless named, median of ${lighthouse.runs} runs (${lighthouseSeconds} s in all):`,
      )
      printLighthouseTable(lighthouse.medians)
    }
    const budgets = checkBudgets({
      pages: pageResults?.medians,
      interactions: pageResults?.interactions,
      singletonCopies: pageResults?.singletonCopies,
      lighthouse: lighthouse?.medians,
    })
    console.log('\nBudgets (docs/performance.md):')
    printBudgets(budgets)
    if (options.out)
      fs.writeFileSync(options.out, `${JSON.stringify({ ...pageResults, lighthouse, budgets }, null, 2)}\n`)
  } finally {
    server.kill('SIGTERM')
  }
}

await main()
