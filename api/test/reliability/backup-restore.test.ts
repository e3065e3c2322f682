import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { asc, eq } from 'drizzle-orm'
import { openDatabase, type Database, type DatabaseHandle } from '../../src/db/client'
import { attempts, choices, users } from '../../src/db/schema/index'
import { createAttemptService } from '../../src/services/attempt-service'
import { runApiCommand, type CommandRun } from '../support/api-process'
import { insertExam, insertUser, submissionFor, type FixtureUser } from '../support/fixtures'
import { createPostgresDatabase } from '../support/test-app'

const BACKUP = 'src/db/maintenance/backup-cli.ts'
const RESTORE = 'src/db/maintenance/restore-cli.ts'

/** Everything the test writes, row for row, in a stable order. */
async function snapshot(db: Database) {
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    attempts: await db.select().from(attempts).orderBy(asc(attempts.id)),
    choices: await db.select().from(choices).orderBy(asc(choices.id)),
  }
}
type Snapshot = Awaited<ReturnType<typeof snapshot>>

/** Two users, one of them with a submitted (and charged) attempt. */
async function writeData(db: Database): Promise<{ learner: FixtureUser; attemptId: string }> {
  const exam = await insertExam(db, { exerciseCount: 3 })
  const learner = await insertUser(db, { tokens: 5 })
  await insertUser(db, { tokens: 8, customer: true })
  const { id } = await createAttemptService(db).submit(
    { userId: learner.userId, isAdmin: false },
    submissionFor(exam),
  )
  return { learner, attemptId: id }
}

/** What goes wrong after a backup: a balance changes, the attempt is deleted, a stranger signs up. */
async function changeData(db: Database, learner: FixtureUser, attemptId: string) {
  await db.update(users).set({ tokens: 99, name: 'Changed' }).where(eq(users.id, learner.userId))
  await db.delete(attempts).where(eq(attempts.id, attemptId))
  await insertUser(db)
}

async function withDatabase<T>(
  open: () => Promise<DatabaseHandle>,
  use: (db: Database) => Promise<T>,
): Promise<T> {
  const handle = await open()
  try {
    return await use(handle.db)
  } finally {
    await handle.close()
  }
}

/** A command's answer: a single line, on stdout when it worked, on stderr when it did not. */
function expectOneLine(run: CommandRun, code: 0 | 1, text: string) {
  const [output, silent] = code === 0 ? [run.stdout, run.stderr] : [run.stderr, run.stdout]
  expect({ code: run.code, silent }).toEqual({ code, silent: '' })
  expect(output.trim().split('\n')).toEqual([expect.stringContaining(text)])
}

// Each database kind in its own run of the suite (npm test runs it on PGlite, then on PostgreSQL).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const describeOnPglite = onPostgres ? describe.skip : describe
// pg_dump and pg_restore need a PostgreSQL server: this part runs with the PostgreSQL suite only.
const describeOnPostgres = onPostgres ? describe : describe.skip

describeOnPglite(
  'backup and restore of the embedded database (PGlite; the run without TEST_DATABASE_URL)',
  () => {
    let workDir: string
    let dataDir: string
    let backupFile: string
    let original: Snapshot
    let written: { learner: FixtureUser; attemptId: string }
    const env = () => ({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
    const openData =
      (dir = dataDir) =>
      () =>
        openDatabase({ dataDir: dir })

    beforeAll(async () => {
      workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grile-backup-'))
      dataDir = path.join(workDir, 'data')
      backupFile = path.join(workDir, 'grile.tar.gz')
      await withDatabase(openData(), async (db) => {
        written = await writeData(db)
        original = await snapshot(db)
      })
    })
    afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }))

    it('backs the data folder up into a .tar.gz file', async () => {
      const run = await runApiCommand([BACKUP, '--', backupFile], env())
      expectOneLine(run, 0, `Backed up the embedded database in ${dataDir} to ${backupFile}`)
      expect(fs.readFileSync(backupFile).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]))
      expect(fs.existsSync(`${backupFile}.partial`)).toBe(false)
    })

    it('refuses to replace data that is there without --force, and to touch a database that is open', async () => {
      await withDatabase(openData(), (db) => changeData(db, written.learner, written.attemptId))
      expectOneLine(
        await runApiCommand([RESTORE, backupFile], env()),
        1,
        'holds data; pass --force to replace it',
      )
      const handle = await openDatabase({ dataDir })
      try {
        const run = await runApiCommand([RESTORE, backupFile, '--force'], env())
        expectOneLine(run, 1, `The embedded database in ${dataDir} is already open in process ${process.pid}`)
      } finally {
        await handle.close()
      }
    })

    it('with --force puts every row back exactly as it was backed up', async () => {
      expectOneLine(
        await runApiCommand([RESTORE, '--', backupFile, '--force'], env()),
        0,
        `Restored ${backupFile}`,
      )
      expect(await withDatabase(openData(), snapshot)).toEqual(original)
      expect(fs.readdirSync(dataDir).sort()).toEqual(['pglite'])
    })

    it('restores into a data folder that does not exist yet', async () => {
      const freshDir = path.join(workDir, 'fresh')
      expectOneLine(
        await runApiCommand([RESTORE, backupFile], { ...env(), DATA_DIR: freshDir }),
        0,
        `Restored ${backupFile}`,
      )
      expect(await withDatabase(openData(freshDir), snapshot)).toEqual(original)
    })

    it('answers a missing file, a wrong kind of file and a wrong command line with one line and exit code 1', async () => {
      const missing = path.join(workDir, 'missing.tar.gz')
      expectOneLine(await runApiCommand([RESTORE, missing], env()), 1, `There is no backup file ${missing}.`)
      const notGzip = path.join(workDir, 'not-a-backup.tar.gz')
      fs.writeFileSync(notGzip, 'PGDMP, or anything else')
      expectOneLine(
        await runApiCommand([RESTORE, notGzip, '--force'], env()),
        1,
        'is not an embedded-database backup',
      )
      expectOneLine(await runApiCommand([BACKUP], env()), 1, 'Usage: backup -- <file>')
      expectOneLine(await runApiCommand([RESTORE, backupFile, '--yes'], env()), 1, "Unknown option '--yes'")
      const empty = path.join(workDir, 'empty')
      expectOneLine(
        await runApiCommand([BACKUP, backupFile], { ...env(), DATA_DIR: empty }),
        1,
        `There is no embedded database in ${empty}.`,
      )
      expect(fs.readdirSync(dataDir)).toEqual(['pglite'])
    })
  },
)

describeOnPostgres('backup and restore of a PostgreSQL database (runs only with TEST_DATABASE_URL)', () => {
  const databases: { url: string; drop: () => Promise<void> }[] = []
  let workDir: string
  let backupFile: string
  let url: string
  let original: Snapshot
  let written: { learner: FixtureUser; attemptId: string }
  const openAt = (databaseUrl: string) => () => openDatabase({ databaseUrl, dataDir: 'memory://' })
  const env = (databaseUrl = url) => ({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' })
  const newDatabase = async () => {
    const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!)
    databases.push(database)
    return database.url
  }

  beforeAll(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grile-pg-backup-'))
    backupFile = path.join(workDir, 'grile.dump')
    url = await newDatabase()
    await withDatabase(openAt(url), async (db) => {
      written = await writeData(db)
      original = await snapshot(db)
    })
  })
  afterAll(async () => {
    for (const database of databases) await database.drop()
    fs.rmSync(workDir, { recursive: true, force: true })
  })

  it('backs the database up with pg_dump (custom format)', async () => {
    const run = await runApiCommand([BACKUP, '--', backupFile], env())
    expectOneLine(run, 0, `to ${backupFile}`)
    expect(fs.readFileSync(backupFile).subarray(0, 5).toString()).toBe('PGDMP')
  })

  it('refuses to replace the tables without --force, then with it puts every row back exactly', async () => {
    await withDatabase(openAt(url), (db) => changeData(db, written.learner, written.attemptId))
    expectOneLine(
      await runApiCommand([RESTORE, backupFile], env()),
      1,
      'holds tables; pass --force to replace them',
    )
    expectOneLine(
      await runApiCommand([RESTORE, '--', backupFile, '--force'], env()),
      0,
      `Restored ${backupFile}`,
    )
    expect(await withDatabase(openAt(url), snapshot)).toEqual(original)
  })

  it('restores into an empty database, which the API then opens as it is', async () => {
    const emptyUrl = await newDatabase()
    expectOneLine(await runApiCommand([RESTORE, backupFile], env(emptyUrl)), 0, `Restored ${backupFile}`)
    expect(await withDatabase(openAt(emptyUrl), snapshot)).toEqual(original)
  })

  it('answers a server that is not there, or an embedded-database backup, with one line and exit code 1', async () => {
    expectOneLine(
      await runApiCommand([BACKUP, backupFile], env('postgres://grile@127.0.0.1:1/none')),
      1,
      'Connection refused',
    )
    const tarball = path.join(workDir, 'embedded.tar.gz')
    fs.writeFileSync(tarball, Buffer.from([0x1f, 0x8b, 0, 0]))
    expectOneLine(await runApiCommand([RESTORE, tarball, '--force'], env()), 1, 'is not a PostgreSQL backup')
  })
})
