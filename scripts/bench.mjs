// npm run bench: production build, then the API benchmark (PGlite and PostgreSQL) and the page benchmark
// (Chromium, unthrottled and mobile). Prints their tables and writes bench-results/<date>.json.
import fs from 'node:fs'
import path from 'node:path'
import { buildFrontEnds, ensureAptPackages, installDependencies, log, root, run } from './lib.mjs'

const skipBuild = process.argv.includes('--no-build')
installDependencies()
ensureAptPackages(['chromium', 'fonts-dejavu-core'], '/usr/bin/chromium')
if (!skipBuild) buildFrontEnds()

const outDir = path.join(root, 'bench-results')
fs.mkdirSync(outDir, { recursive: true })
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const apiOut = path.join(outDir, `${stamp}-api.json`)
const pagesOut = path.join(outDir, `${stamp}-pages.json`)

log('API benchmark (autocannon, 50 connections)')
run('pnpm', ['--filter', '@grile/api', 'exec', 'tsx', 'bench/api-bench.ts', '--out', apiOut])
log('Page benchmark (Chromium; median of 5 runs)')
run('pnpm', ['--filter', '@grile/e2e', 'exec', 'tsx', 'bench/page-bench.ts', '--out', pagesOut])

const combined = {
  at: new Date().toISOString(),
  api: JSON.parse(fs.readFileSync(apiOut, 'utf8')),
  pages: JSON.parse(fs.readFileSync(pagesOut, 'utf8')),
}
fs.writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify(combined, null, 2)}\n`)
log(`Numbers written to ${path.relative(root, outDir)}/latest.json`)
