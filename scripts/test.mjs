// `npm test`: lint, formatting, dead code, type checks, unit tests, API tests on PGlite and on a real PostgreSQL server, then the
// Playwright journeys in Debian's Chromium against the production build. Installs what it needs.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { FRONT_ENDS, buildFrontEnds, ensureAptPackages, installDependencies, log, root, run } from './lib.mjs'
import { startPostgres } from './postgres.mjs'

const results = []
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grile-test-'))

/** Runs Jest in one package and records its counts; a failing suite fails the run at the end. */
function jest(pkg, label, env = {}) {
  log(`Jest: ${label}`)
  const outputFile = path.join(reportDir, `${label.replace(/\W+/g, '-')}.json`)
  const ci = process.env.CI ? ['--ci'] : []
  const result = spawnSync(
    'pnpm',
    ['--filter', pkg, 'exec', 'jest', ...ci, '--json', `--outputFile=${outputFile}`],
    {
      stdio: 'inherit',
      cwd: root,
      // PGlite loads its WebAssembly with import(), which Jest allows only with VM modules on.
      env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules --no-warnings', ...env },
    },
  )
  const report = fs.existsSync(outputFile) ? JSON.parse(fs.readFileSync(outputFile, 'utf8')) : null
  results.push({
    label,
    passed: report?.numPassedTests ?? 0,
    failed: (report?.numFailedTests ?? 0) + (result.status !== 0 && !report?.numFailedTests ? 1 : 0),
  })
}

function step(label, fn) {
  log(label)
  try {
    fn()
    results.push({ label, passed: 1, failed: 0 })
  } catch (error) {
    console.error(error.message)
    results.push({ label, passed: 0, failed: 1 })
  }
}

installDependencies()
step('Lint (ESLint, boundary rules)', () => run('pnpm', ['exec', 'eslint', '.', '--max-warnings=0']))
step('Formatting (Prettier, as .prettierrc.json says)', () =>
  run('pnpm', ['exec', 'prettier', '--check', '.']),
)
step('Dead code (knip: unused files, exports and types)', () => run('pnpm', ['exec', 'knip']))
step('Lint rules, the list of front ends and the release commands (node --test)', () =>
  run('node', ['--test', 'shared/build/__tests__/', 'scripts/__tests__/']),
)
step('Type checks (tsc, every package)', () => run('pnpm', ['-r', '--parallel', 'typecheck']))

for (const pkg of ['shared', ...FRONT_ENDS]) {
  if (fs.readdirSync(path.join(root, pkg)).length && hasTests(pkg)) jest(`@grile/${pkg}`, `${pkg} unit`)
}
// The production build comes before the API's tests: those of the pages the server sends (their headers, their
// cache, the CSP with each inline script's hash) need it, and would otherwise be skipped on a fresh clone.
ensureAptPackages(['chromium', 'fonts-dejavu-core'], '/usr/bin/chromium')
buildFrontEnds()
jest('@grile/api', 'api on PGlite')

// The two-instance test puts Debian's nginx in front of two API processes as their load balancer.
ensureAptPackages(['nginx'], '/usr/sbin/nginx')
log('Starting a PostgreSQL server for the API tests')
const postgres = await startPostgres()
try {
  jest('@grile/api', 'api on PostgreSQL', { TEST_DATABASE_URL: postgres.url })
} finally {
  postgres.stop()
}

log('Playwright journeys in Chromium')
const e2ePort = process.env.E2E_PORT ?? '8181'
const e2e = spawnSync('pnpm', ['--filter', '@grile/e2e', 'exec', 'playwright', 'test'], {
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env, E2E_PORT: e2ePort },
})
const e2eReport = path.join(root, 'e2e', 'artifacts', e2ePort, 'results.json')
if (fs.existsSync(e2eReport)) {
  const { stats } = JSON.parse(fs.readFileSync(e2eReport, 'utf8'))
  results.push({
    label: 'e2e',
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + (e2e.status !== 0 && !stats.unexpected ? 1 : 0),
  })
} else {
  results.push({ label: 'e2e', passed: 0, failed: 1 })
}

console.log('\nSummary')
for (const { label, passed, failed } of results)
  console.log(`  ${failed ? '✗' : '✓'} ${label}: ${passed} passed, ${failed} failed`)
const passed = results.reduce((sum, r) => sum + r.passed, 0)
const failed = results.reduce((sum, r) => sum + r.failed, 0)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)

function hasTests(pkg) {
  const walk = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).some((entry) => {
      if (entry.name === 'node_modules' || entry.name === 'dist') return false
      const full = path.join(dir, entry.name)
      return entry.isDirectory() ? walk(full) : /\.test\.tsx?$/.test(entry.name)
    })
  return walk(path.join(root, pkg))
}
