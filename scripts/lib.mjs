// Helpers for the workspace scripts. Plain Node, no dependencies: these run before anything is installed.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { FRONT_ENDS } from '../shared/build/front-ends.mjs'

export const root = path.resolve(import.meta.dirname, '..')
export const PNPM_VERSION = '12.21.0'

export function log(message) {
  console.log(`\n▶ ${message}`)
}

/** Runs a command, inheriting the terminal; throws when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options })
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status ?? result.signal}`)
  }
}

export function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
}

/** pnpm from npm (corepack fails on these machines). */
export function ensurePnpm() {
  if (commandExists('pnpm')) return
  log(`Installing pnpm ${PNPM_VERSION} with npm`)
  run('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`])
}

export function installDependencies() {
  ensurePnpm()
  log('Installing dependencies (pnpm, frozen lockfile)')
  const frozen = fs.existsSync(path.join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : []
  run('pnpm', ['install', ...frozen, '--reporter=append-only'])
}

/** Installs Debian packages when a file they provide is missing (root on these machines). */
export function ensureAptPackages(packages, probeFile) {
  if (fs.existsSync(probeFile)) return
  log(`Installing ${packages.join(', ')} from Debian's apt`)
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const apt = (args) => run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, { env })
  apt(['update', '-qq'])
  apt(['install', '-y', '-qq', ...packages])
}

/** The shell and the remotes, from shared/build/front-ends.json. */
export { FRONT_ENDS }

/** Builds every front end for production, in parallel. */
export function buildFrontEnds() {
  log('Building the shell and the remotes for production')
  const started = Date.now()
  const filters = FRONT_ENDS.flatMap((folder) => ['--filter', `./${folder}`])
  run('pnpm', ['--workspace-concurrency=6', ...filters, '--parallel', 'run', 'build'])
  console.log(`Front ends built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/** Compiles the API server to api/dist/server.js (production runs JavaScript, not TypeScript). */
export function buildServer() {
  run('pnpm', ['--filter', '@grile/api', 'run', '--silent', 'build'])
}

/** Starts a long-running child and forwards Ctrl-C and termination to it. */
export function serveForever(command, args, options) {
  const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options })
  const stop = (signal) => child.kill(signal)
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
  return child
}
