import { spawn } from 'node:child_process'
import path from 'node:path'
import readline from 'node:readline'

export interface PostgresCluster {
  url: string
  /** Stops the server (fast shutdown: open connections are cut) and starts it again; resolves when it is up. */
  restart: () => Promise<void>
  /** Stops the server and deletes its files. */
  stop: () => Promise<void>
}

const START_TIMEOUT_MS = 60_000

/** Starts a throw-away PostgreSQL cluster (scripts/postgres.mjs) run by a helper process of its own. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'postgres-cluster-process.mjs')], {
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]()
  const nextLine = async (timeoutMs: number) => {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('The PostgreSQL helper did not answer in time')), timeoutMs)
    })
    try {
      const line = await Promise.race([lines.next(), timeout])
      if (line.done) throw new Error('The PostgreSQL helper exited')
      return line.value
    } finally {
      clearTimeout(timer)
    }
  }
  const stop = async () => {
    child.stdin.end()
    const timer = setTimeout(() => child.kill('SIGTERM'), 20_000)
    await exited
    clearTimeout(timer)
  }

  let url: string
  try {
    url = await nextLine(START_TIMEOUT_MS)
  } catch (error) {
    child.kill('SIGTERM')
    throw error
  }
  return {
    url,
    stop,
    restart: async () => {
      child.stdin.write('restart\n')
      const answer = await nextLine(START_TIMEOUT_MS)
      if (answer !== 'restarted') throw new Error(`PostgreSQL did not restart: ${answer}`)
    },
  }
}
