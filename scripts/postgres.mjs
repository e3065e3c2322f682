// A throw-away PostgreSQL server for tests and benchmarks (Debian's packages, installed when missing).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { ensureAptPackages } from './lib.mjs'

function findBinDir() {
  const base = '/usr/lib/postgresql'
  if (!fs.existsSync(base)) return undefined
  const versions = fs.readdirSync(base).sort((a, b) => Number(b) - Number(a))
  return versions.map((v) => path.join(base, v, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'initdb')))
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/** PostgreSQL refuses to run as root: run its tools as the postgres user then. */
function asServerUser(command, args) {
  const isRoot = process.getuid?.() === 0
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
  const result = spawnSync(cmd, argv, { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`)
  return result.stdout
}

/** Starts a fresh cluster on a free loopback port; returns its URL and a stop function. */
export async function startPostgres() {
  if (!findBinDir()) ensureAptPackages(['postgresql'], '/nonexistent-probe')
  const bin = findBinDir()
  if (!bin) throw new Error('PostgreSQL could not be installed')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grile-pg-'))
  if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'postgres', dataDir])
  asServerUser(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'grile',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ])
  const port = await freePort()
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off`
  /** Starts or restarts the server with its options, waiting until it is up. */
  const serve = (action) =>
    asServerUser(path.join(bin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-o',
      options,
      '-l',
      path.join(dataDir, 'server.log'),
      '-w',
      action,
    ])
  serve('start')
  const url = `postgres://grile@127.0.0.1:${port}/postgres`
  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    try {
      asServerUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'])
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }
  return {
    url,
    port,
    dataDir,
    binDir: bin,
    stop,
    restart: () => serve('restart'),
  }
}
