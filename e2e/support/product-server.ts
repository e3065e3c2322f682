import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const repositoryRoot = path.resolve(import.meta.dirname, '..', '..')

export interface ProductServer {
  url: string
  /** The embedded database's folder (PGlite in `<dataDir>/pglite`), free to open while stopped. */
  dataDir: string
  start: () => Promise<void>
  stop: () => Promise<void>
  /**
   * A crash: SIGKILL to the server and every process under it (no shutdown, no lock released), awaited
   * until nothing answers on the port. The data folder stays; `start()` brings the server back on it.
   */
  kill: () => Promise<void>
  /** Stops the server and starts it again on the same data (a deploy), with `changes` to its environment. */
  restart: (changes?: Record<string, string>) => Promise<void>
  /** The server's process id, while it runs: a test can tell it was never restarted. */
  pid: () => number | undefined
}

/** Longer than the server's grace for calls in flight (SHUTDOWN_GRACE_MS, 10 s) and its database's close. */
const STOP_TIMEOUT_MS = 20_000

async function isListening(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/api/health`)
    return true
  } catch {
    return false
  }
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`)
    try {
      const response = await fetch(`${url}/api/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The server at ${url} did not become healthy in ${timeoutMs} ms`)
}

/** `pid` and every process under it: scripts/serve.mjs runs the compiled API in a node process of its own. */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>()
  for (const line of execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number) as [number, number]
    children.set(parent, [...(children.get(parent) ?? []), child])
  }
  const tree = [pid]
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i] as number) ?? []))
  return tree
}

/** Whether a process runs: a zombie (killed, its parent gone, nobody reaping it yet) holds no files and does not. */
function isRunning(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return false
  }
}

/** Until every process of a killed tree has ended (a zombie, its files closed, counts as ended). */
async function waitUntilGone(pids: number[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (pids.some(isRunning)) {
    if (Date.now() > deadline)
      throw new Error(
        `Processes ${pids.filter(isRunning).join(', ')} still run ${timeoutMs} ms after they were killed`,
      )
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function waitUntilClosed(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (await isListening(url)) {
    if (Date.now() > deadline)
      throw new Error(`The server at ${url} still answers ${timeoutMs} ms after it was killed`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * A product server of the test's own (the configured webServer cannot be restarted from a test):
 * the built front ends and the API on `port`, with a fresh data folder and extra environment.
 */
export async function startProductServer(
  port: number,
  env: Record<string, string> = {},
): Promise<ProductServer> {
  const url = `http://localhost:${port}`
  const dataDir = path.join(repositoryRoot, 'e2e', 'artifacts', `data-${port}`)
  fs.rmSync(dataDir, { recursive: true, force: true })
  let child: ChildProcess
  let environment = env

  const start = async () => {
    // Another server on the port would answer the health check in our place.
    if (await isListening(url)) throw new Error(`Port ${port} is already in use`)
    child = spawn(process.execPath, [path.join(repositoryRoot, 'scripts', 'serve.mjs')], {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        RATE_LIMIT_IDENTITY_MAX: '1000',
        ...environment,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    const started = child
    process.once('exit', () => started.kill('SIGTERM'))
    try {
      await waitForHealth(url, started, 150_000)
    } catch (error) {
      started.kill('SIGTERM')
      throw error
    }
  }

  const hasExited = () => child.exitCode !== null || child.signalCode !== null

  // The server answers the calls in flight and ends (README, "A stop ends at once"); longer is a defect, said
  // as such rather than as the timeout of whichever hook was stopping it.
  const stop = async () => {
    if (hasExited()) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<'late'>(
      (resolve) => (timer = setTimeout(() => resolve('late'), STOP_TIMEOUT_MS)),
    )
    const outcome = await Promise.race([exited, late])
    clearTimeout(timer)
    if (outcome === 'late') {
      await kill()
      throw new Error(`The server on port ${port} was still running ${STOP_TIMEOUT_MS} ms after SIGTERM`)
    }
  }

  const kill = async () => {
    if (hasExited() || child.pid === undefined) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    // The whole tree at once: killing serve.mjs alone would leave the API running, orphaned.
    const tree = processTree(child.pid)
    for (const pid of tree) {
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        // Already gone.
      }
    }
    await exited
    await waitUntilGone(tree, 10_000)
    await waitUntilClosed(url, 10_000)
  }

  await start()
  return {
    url,
    dataDir,
    start,
    stop,
    kill,
    restart: async (changes = {}) => {
      environment = { ...environment, ...changes }
      await stop()
      await start()
    },
    pid: () => (hasExited() ? undefined : child.pid),
  }
}
