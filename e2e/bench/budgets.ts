// The performance budgets of the product (docs/performance.md), checked against one bench run's medians:
// each prints as held or missed, with the measured figure, so a run says at once what does not hold.
import type { LighthouseFigures, PageFigures } from './figures'

export interface BudgetCheck {
  budget: string
  measured: string
  held: boolean
}

interface BenchFigures {
  pages?: PageFigures[]
  interactions?: Record<string, number>
  singletonCopies?: Record<string, number>
  lighthouse?: LighthouseFigures[]
}

const PUBLIC_LIGHTHOUSE = [
  'landing',
  '/product',
  '/lessons',
  '/contact',
  '/privacy',
  '/terms-of-service',
  '/istoricescu',
  'not found',
]
const SIGNED_IN_LIGHTHOUSE = [
  'user home',
  '/exams',
  '/interactive',
  'exam attempt (30)',
  '/materials/<id> (a lesson)',
]

const ms = (value: number) => `${Math.round(value)} ms`

/** Every budget the figures at hand can answer; a part of the bench that did not run checks nothing. */
export function checkBudgets({
  pages = [],
  interactions = {},
  singletonCopies = {},
  lighthouse = [],
}: BenchFigures): BudgetCheck[] {
  const checks: BudgetCheck[] = []
  const page = (name: string, profile: PageFigures['profile']) =>
    pages.find((row) => row.page === name && row.profile === profile)

  const landing = page('landing (guest)', 'mobile')
  if (landing) {
    checks.push({
      budget: 'landing LCP ≤ 1000 ms (mobile profile)',
      measured: ms(landing.lcpMs),
      held: landing.lcpMs <= 1000,
    })
    checks.push({
      budget: 'no script requested before the landing’s first contentful paint (mobile profile)',
      measured: `${landing.scriptsBeforeFcp} script(s)`,
      held: landing.scriptsBeforeFcp === 0,
    })
  }
  // Both ways a pupil opens the home: seen and left before on this device, and the first time here.
  for (const name of ['user home', 'user home, first visit here']) {
    const home = page(name, 'mobile')
    if (home)
      checks.push({
        budget: `${name} LCP ≤ 2000 ms (mobile profile)`,
        measured: ms(home.lcpMs),
        held: home.lcpMs <= 2000,
      })
  }
  const drawer = interactions['drawer click → remote painted, unthrottled (ms)']
  if (drawer !== undefined)
    checks.push({
      budget: 'another remote’s page painted ≤ 150 ms after the click (unthrottled)',
      measured: ms(drawer),
      held: drawer <= 150,
    })
  for (const row of pages) {
    checks.push({
      budget: `${row.page} CLS ≤ 0.02 (${row.profile})`,
      measured: String(row.cls),
      held: row.cls <= 0.02,
    })
  }
  const copies = Object.entries(singletonCopies)
  if (copies.length) {
    const extra = copies.filter(([, count]) => count !== 1)
    checks.push({
      budget: 'every shared singleton downloaded once',
      measured: extra.length
        ? extra.map(([name, count]) => `${name} ×${count}`).join(', ')
        : `${copies.length} singletons, once each`,
      held: extra.length === 0,
    })
  }

  for (const row of lighthouse) {
    if (!row.signedIn && PUBLIC_LIGHTHOUSE.includes(row.page)) {
      const missed = [
        row.performance < 95 && `Performance ${row.performance}`,
        row.lcpMs > 1500 && `LCP ${ms(row.lcpMs)}`,
        row.tbtMs > 150 &&
          `TBT ${ms(row.tbtMs)} (of it scripts ${ms(row.tbtScriptsMs)}, the page's own tasks ${ms(row.tbtPageMs)})`,
        row.cls > 0.02 && `CLS ${row.cls}`,
        row.accessibility < 95 && `Accessibility ${row.accessibility}`,
        row.bestPractices < 95 && `Best Practices ${row.bestPractices}`,
        row.seo < 95 && `SEO ${row.seo}`,
      ].filter(Boolean)
      checks.push({
        budget: `Lighthouse ${row.page}: Performance ≥ 95, LCP ≤ 1500 ms, TBT ≤ 150 ms, CLS ≤ 0.02, other scores ≥ 95`,
        measured: missed.length
          ? missed.join(', ')
          : `Performance ${row.performance}, LCP ${ms(row.lcpMs)}, TBT ${ms(row.tbtMs)}`,
        held: missed.length === 0,
      })
    }
    if (row.signedIn && SIGNED_IN_LIGHTHOUSE.includes(row.page)) {
      checks.push({
        budget: `Lighthouse ${row.page} (signed in): Performance ≥ 85, LCP ≤ 2500 ms`,
        measured: `Performance ${row.performance}, LCP ${ms(row.lcpMs)}`,
        held: row.performance >= 85 && row.lcpMs <= 2500,
      })
    }
  }
  return checks
}

export function printBudgets(checks: BudgetCheck[]): void {
  for (const check of checks)
    console.log(`${check.held ? '✓ held ' : '✗ MISSED'}  ${check.budget}: ${check.measured}`)
  const missed = checks.filter((check) => !check.held).length
  console.log(`${checks.length - missed} of ${checks.length} budgets held`)
}
