// npm run bench: production build, then the API benchmark (PGlite and PostgreSQL), the page benchmark
// (Chromium, unthrottled and mobile) and Lighthouse on every page. Prints their tables and writes
// bench-results/<date>.json; a full run also writes bench-results/latest.json.
// Options: --no-build; --only api|pages|lighthouse (one part); --pages <names> (pages whose name holds one
// of these comma-separated words, e.g. --pages /lessons,/exams); --port, --debugging-port (the product's and
// Chromium's ports when the defaults are taken); --lighthouse-reports (each Lighthouse run's report kept as
// HTML in bench-results/<date>-lighthouse/, to see what a page's figures are made of).
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { buildFrontEnds, ensureAptPackages, installDependencies, log, root, run } from './lib.mjs'

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    only: { type: 'string' },
    pages: { type: 'string' },
    port: { type: 'string' },
    'debugging-port': { type: 'string' },
    'lighthouse-reports': { type: 'boolean', default: false },
  },
})
if (options.only && !['api', 'pages', 'lighthouse'].includes(options.only)) {
  throw new Error('--only takes api, pages or lighthouse.')
}
const runs = (part) => !options.only || options.only === part
const partial = Boolean(options.only || options.pages)

installDependencies()
ensureAptPackages(['chromium', 'fonts-dejavu-core'], '/usr/bin/chromium')
if (!options['no-build'] && options.only !== 'api') buildFrontEnds()

const outDir = path.join(root, 'bench-results')
fs.mkdirSync(outDir, { recursive: true })
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const apiOut = path.join(outDir, `${stamp}-api.json`)
const pagesOut = path.join(outDir, `${stamp}-pages.json`)
const started = Date.now()

if (runs('api') && !options.pages) {
  log('API benchmark (autocannon, 50 connections)')
  run('pnpm', ['--filter', '@grile/api', 'exec', 'tsx', 'bench/api-bench.ts', '--out', apiOut])
}
if (runs('pages') || runs('lighthouse')) {
  log('Page benchmark (Chromium; median of 5 runs) and Lighthouse (median of 3 runs)')
  const passed = [
    ...(options.only && options.only !== 'api' ? ['--only', options.only] : []),
    ...(options.pages ? ['--pages', options.pages] : []),
    ...(options.port ? ['--port', options.port] : []),
    ...(options['debugging-port'] ? ['--debugging-port', options['debugging-port']] : []),
    ...(options['lighthouse-reports']
      ? ['--lighthouse-reports', path.join(outDir, `${stamp}-lighthouse`)]
      : []),
  ]
  run('pnpm', ['--filter', '@grile/e2e', 'exec', 'tsx', 'bench/page-bench.ts', '--out', pagesOut, ...passed])
}
log(`Benchmarks ran in ${Math.round((Date.now() - started) / 1000)} s`)

const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined)
if (partial) {
  // A partial run is for re-measuring a page: it leaves latest.json, the last full run, to compare with.
  log(`Numbers written to ${path.relative(root, outDir)}/${stamp}-*.json`)
} else {
  const combined = { at: new Date().toISOString(), api: read(apiOut), pages: read(pagesOut) }
  fs.writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify(combined, null, 2)}\n`)
  log(`Numbers written to ${path.relative(root, outDir)}/latest.json`)
}
