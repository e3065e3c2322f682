import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { lockDataDir } from '../pglite-lock'

/**
 * Backups of the whole database, and their restore. The embedded database (PGlite) is saved as a
 * .tar.gz of its data folder (`dumpDataDir`); a PostgreSQL server with pg_dump's custom format.
 */

export interface DatabaseLocation {
  /** postgres://… for a PostgreSQL server; unset: the embedded database in `dataDir`. */
  databaseUrl?: string | undefined
  dataDir: string
}

export interface BackupResult {
  file: string
  bytes: number
  /** Where the data came from or went, without credentials. */
  source: string
}

const execFileAsync = promisify(execFile)
const GZIP_MAGIC = [0x1f, 0x8b]
const PG_DUMP_MAGIC = [...Buffer.from('PGDMP')]

export async function backupDatabase(location: DatabaseLocation, file: string): Promise<BackupResult> {
  const source = describeLocation(location)
  // Written aside and renamed once complete: a failed backup never leaves a truncated file behind.
  const partial = `${file}.partial`
  try {
    if (location.databaseUrl) await pgDump(location.databaseUrl, partial)
    else await dumpDataDir(location.dataDir, partial)
    fs.renameSync(partial, file)
  } finally {
    fs.rmSync(partial, { force: true })
  }
  return { file, bytes: fs.statSync(file).size, source }
}

export interface RestoreOptions {
  /** Replace data that is already there (otherwise the restore refuses to). */
  force?: boolean
}

export async function restoreDatabase(
  location: DatabaseLocation,
  file: string,
  options: RestoreOptions = {},
): Promise<BackupResult> {
  if (!fs.existsSync(file)) throw new Error(`There is no backup file ${file}.`)
  if (location.databaseUrl) {
    expectMagic(file, PG_DUMP_MAGIC, 'a PostgreSQL backup (pg_dump custom format)')
    await pgRestore(location.databaseUrl, file, options)
  } else {
    expectMagic(file, GZIP_MAGIC, 'an embedded-database backup (.tar.gz)')
    await loadDataDir(location.dataDir, file, options)
  }
  return { file, bytes: fs.statSync(file).size, source: describeLocation(location) }
}

function describeLocation(location: DatabaseLocation): string {
  if (!location.databaseUrl) return `the embedded database in ${location.dataDir}`
  const url = new URL(location.databaseUrl)
  return `PostgreSQL database ${url.pathname.slice(1) || 'postgres'} on ${url.host}`
}

/** Backups of one kind cannot be restored into the other: say so before anything is touched. */
function expectMagic(file: string, magic: number[], kind: string) {
  const head = Buffer.alloc(magic.length)
  const fd = fs.openSync(file, 'r')
  try {
    fs.readSync(fd, head, 0, magic.length, 0)
  } finally {
    fs.closeSync(fd)
  }
  if (!magic.every((byte, i) => head[i] === byte)) throw new Error(`${file} is not ${kind}.`)
}

// --- The embedded database ---------------------------------------------------------------------

const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite')
const hasDatabase = (dir: string) => fs.existsSync(path.join(dir, 'PG_VERSION'))
const isEmptyOrMissing = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0

async function dumpDataDir(dataDir: string, file: string) {
  if (!hasDatabase(pgliteDir(dataDir))) throw new Error(`There is no embedded database in ${dataDir}.`)
  // The lock keeps the server (or another command) from writing while the files are read.
  const unlock = lockDataDir(dataDir)
  try {
    const client = await PGlite.create(pgliteDir(dataDir))
    try {
      // Everything committed goes from the write-ahead log into the table files first.
      await client.exec('checkpoint')
      const tarball = await client.dumpDataDir('gzip')
      fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()))
    } finally {
      await client.close()
    }
  } finally {
    unlock()
  }
}

async function loadDataDir(dataDir: string, file: string, options: RestoreOptions) {
  const target = pgliteDir(dataDir)
  if (!isEmptyOrMissing(target) && !options.force) {
    throw new Error(`The embedded database in ${dataDir} holds data; pass --force to replace it.`)
  }
  const unlock = lockDataDir(dataDir)
  const staging = `${target}.restoring`
  const replaced = `${target}.replaced`
  try {
    fs.rmSync(staging, { recursive: true, force: true })
    // Unpacked and started aside: a bad backup leaves the current data as it was.
    const tarball = new Blob([fs.readFileSync(file)], { type: 'application/x-gzip' })
    const client = await PGlite.create(staging, { loadDataDir: tarball })
    try {
      await client.query('select 1')
    } finally {
      await client.close()
    }
    fs.rmSync(replaced, { recursive: true, force: true })
    if (fs.existsSync(target)) fs.renameSync(target, replaced)
    fs.renameSync(staging, target)
    fs.rmSync(replaced, { recursive: true, force: true })
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
    unlock()
  }
}

// --- A PostgreSQL server -----------------------------------------------------------------------

/** Debian's client tools (the newest installed version), else whatever is on the PATH. */
function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const base = '/usr/lib/postgresql'
  if (!fs.existsSync(base)) return name
  const versions = fs.readdirSync(base).sort((a, b) => Number(b) - Number(a))
  const found = versions
    .map((version) => path.join(base, version, 'bin', name))
    .find((tool) => fs.existsSync(tool))
  return found ?? name
}

/** The URL without its password (which goes in PGPASSWORD: command lines are visible to every user). */
function connectionArgs(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } }
}

async function runPgTool(name: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv) {
  try {
    await execFileAsync(pgTool(name), args, { env, maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    const { stderr, code } = error as { stderr?: string; code?: string | number }
    if (code === 'ENOENT') {
      throw new Error(`${name} is not installed (Debian: apt-get install postgresql-client).`, {
        cause: error,
      })
    }
    const firstLine = (stderr ?? '').split('\n').find((line) => line.trim()) ?? String(error)
    throw new Error(firstLine.trim(), { cause: error })
  }
}

async function pgDump(databaseUrl: string, file: string) {
  const { dbname, env } = connectionArgs(databaseUrl)
  await runPgTool('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${dbname}`], env)
}

async function pgRestore(databaseUrl: string, file: string, options: RestoreOptions) {
  if ((await tableCount(databaseUrl)) > 0 && !options.force) {
    const { pathname } = new URL(databaseUrl)
    throw new Error(
      `The PostgreSQL database ${pathname.slice(1)} holds tables; pass --force to replace them.`,
    )
  }
  const { dbname, env } = connectionArgs(databaseUrl)
  // One transaction: a restore that fails half-way changes nothing. Owners and grants of the source
  // server may not exist on this one, so the restored objects belong to the connecting user.
  await runPgTool(
    'pg_restore',
    ['--clean', '--if-exists', '--single-transaction', '--no-owner', '--no-acl', `--dbname=${dbname}`, file],
    env,
  )
}

async function tableCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const result = await client.query<{ count: number }>(
      `select count(*)::int as count from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    )
    return result.rows[0]?.count ?? 0
  } finally {
    await client.end()
  }
}
