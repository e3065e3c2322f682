import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { importJWK, SignJWT } from 'jose'
import { loadConfig } from '../../src/config'
import { openDatabase, type Database, type DatabaseHandle } from '../../src/db/client'
import { loadIdentityKeys } from '../../src/identity/identity-keys'
import type { FixtureUser } from './fixtures'
import { createPostgresDatabase } from './test-app'

/**
 * Helpers for tests that run the real API server in its own process, as production does: the compiled
 * dist/server.js (Jest's global setup compiles it first).
 */

export const apiRoot = path.resolve(import.meta.dirname, '../..')

/** A free loopback port: listen on 0, note the port, close. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/**
 * The database a server process runs on: a PGlite folder by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL. `open` gives the test its own handle while no server
 * runs (PGlite is locked to one process).
 */
export interface ServerDatabase {
  kind: 'pglite' | 'postgres'
  /** DATA_DIR or DATABASE_URL for the server's environment. */
  env: Record<string, string>
  open: () => Promise<DatabaseHandle>
  dispose: () => Promise<void>
}

export async function createServerDatabase(): Promise<ServerDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) {
    const { url, drop } = await createPostgresDatabase(serverUrl)
    return {
      kind: 'postgres',
      env: { DATABASE_URL: url },
      open: () => openDatabase({ databaseUrl: url, dataDir: 'memory://' }),
      dispose: drop,
    }
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grile-server-data-'))
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  }
}

/** The environment of a test server on `port`: quiet, no rate limits, no web front ends. */
export function serverEnv(port: number, databaseEnv: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ENABLED: 'false',
    SERVE_WEB: 'false',
    ...databaseEnv,
  }
}

/**
 * Signs access tokens as the server's own identity provider would: with the signing key stored in the
 * database (created here when missing, so the server finds it) and the issuer the server's config derives.
 */
export async function accessTokenSigner(db: Database, env: Record<string, string>) {
  const { auth } = loadConfig(env)
  const { signingKey } = await loadIdentityKeys(db)
  const privateKey = await importJWK(signingKey, 'RS256')
  return (user: FixtureUser) =>
    new SignJWT({ oid: user.userId, emails: [user.email], name: user.name, scp: auth.scope })
      .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid! })
      .setSubject(user.userId)
      .setIssuer(auth.issuer)
      .setAudience(auth.audience)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey)
}

export interface HttpResult {
  status: number
  contentType: string
  body: string
}

export interface HttpOptions {
  token?: string
  json?: unknown
}

/**
 * One HTTP call on a connection of its own (no keep-alive pool): a killed or restarted server fails only
 * the calls it was holding, never a later call on a stale pooled socket.
 */
export function httpCall(
  baseUrl: string,
  method: string,
  url: string,
  options: HttpOptions = {},
): Promise<HttpResult> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json)
  const headers: Record<string, string> = {
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  }
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(url, baseUrl), { method, headers, agent: false }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type'] ?? ''),
          body: text,
        }),
      )
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end(body)
  })
}

export const isSuccess = (status: number) => status >= 200 && status < 300

export interface ApiProcess {
  baseUrl: string
  pid: number
  /** Whether the process is still running. */
  running: () => boolean
  /** The last of what the server printed, for failure messages. */
  output: () => string
  /** SIGKILL: no shutdown hooks, no lock release, as a crash or an OOM kill. */
  kill: () => Promise<void>
  /** SIGTERM, the graceful shutdown; SIGKILL after 10 s. Resolves with the exit code. */
  stop: () => Promise<number | null>
}

const OUTPUT_KEPT = 20_000
const START_TIMEOUT_MS = 30_000

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/** The environment of a child process: only what the test sets may configure it, not Jest's own. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const inherited: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS: '' }
  for (const name of [
    'DATABASE_URL',
    'DATA_DIR',
    'PUBLIC_URL',
    'PUBLIC_DEMO',
    'STRIPE_SECRET_KEY',
    'AUTH_ISSUER',
    'AUTH_AUTHORITY',
    'INIT_CWD',
  ]) {
    delete inherited[name]
  }
  return { ...inherited, ...env }
}

export interface CommandRun {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs a TypeScript entry of the API (a maintenance command) in its own process, as the package scripts do. */
export function runApiCommand(args: string[], env: Record<string, string>): Promise<CommandRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: apiRoot, env: childEnv(env) })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

/** Runs the compiled server with `env` until it exits by itself (a refused configuration); kills it after 20 s. */
export function runServerToExit(env: Record<string, string>): Promise<CommandRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/server.js'], { cwd: apiRoot, env: childEnv(env) })
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

/** Starts `node dist/server.js` with `env` and waits until GET /api/health answers 200. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: apiRoot,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-OUTPUT_KEPT))
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const running = () => child.exitCode === null && child.signalCode === null
  const kill = async () => {
    if (running()) child.kill('SIGKILL')
    await exited(child)
  }
  const stop = async () => {
    if (running()) child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    await exited(child)
    clearTimeout(timer)
    return child.exitCode
  }

  const baseUrl = `http://127.0.0.1:${env.PORT}`
  const deadline = Date.now() + START_TIMEOUT_MS
  while (!(await isHealthy(baseUrl))) {
    if (!running() || Date.now() > deadline) {
      await kill()
      throw new Error(`The API server did not start (exit ${child.exitCode ?? child.signalCode}):\n${output}`)
    }
    await sleep(100)
  }
  return { baseUrl, pid: child.pid!, running, output: () => output, kill, stop }
}

async function isHealthy(baseUrl: string): Promise<boolean> {
  try {
    return (await httpCall(baseUrl, 'GET', '/api/health')).status === 200
  } catch {
    return false
  }
}
