import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../src/db/client'
import { openDatabase } from '../../src/db/client'
import { purgeInactiveAccounts } from '../../src/db/maintenance/purge-inactive-accounts'
import { attempts, choices, identityAccounts, identityModels, users } from '../../src/db/schema/index'
import { createTestApp, type TestApp } from '../support/test-app'
import {
  ADMIN_EMAIL,
  insertExam,
  insertUser,
  requester,
  submissionFor,
  type FixtureUser,
} from '../support/fixtures'

const apiRoot = path.resolve(import.meta.dirname, '../..')
const DAY = 24 * 60 * 60 * 1000

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs a TypeScript entry of the API in its own process, as the package scripts do. */
function runTsx(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'silent', ...env }
    delete childEnv.DATABASE_URL
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: apiRoot, env: childEnv })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

async function setLastActive(db: Database, user: FixtureUser, daysAgo: number) {
  await db
    .update(users)
    .set({ lastActiveAt: new Date(Date.now() - daysAgo * DAY) })
    .where(eq(users.id, user.userId))
}

describe('purge of inactive accounts (terms: inactive for over one year)', () => {
  let t: TestApp
  let db: Database
  let dormant: FixtureUser
  let dormantAttemptId: string
  let recent: FixtureUser
  let admin: FixtureUser
  let pupil: FixtureUser

  beforeAll(async () => {
    t = await createTestApp()
    db = t.database.db
    const exam = await insertExam(db, { exerciseCount: 3 })
    dormant = await insertUser(db, { tokens: 2 })
    dormantAttemptId = (
      await requester(t).call(dormant, 'POST', '/api/v1/attempts', submissionFor(exam))
    ).json().id
    recent = await insertUser(db)
    admin = await insertUser(db, { email: ADMIN_EMAIL })
    pupil = await insertUser(db, { teacherId: dormant.userId })
    await setLastActive(db, dormant, 400)
    await setLastActive(db, recent, 300)
    await setLastActive(db, admin, 900)
    await setLastActive(db, pupil, 10)
    await db.insert(identityAccounts).values({ id: dormant.userId, email: dormant.email, name: dormant.name })
    await db
      .insert(identityModels)
      .values({ kind: 'Session', id: randomUUID(), payload: { accountId: dormant.userId } })
    await db
      .insert(identityModels)
      .values({ kind: 'Session', id: randomUUID(), payload: { accountId: recent.userId } })
  })
  afterAll(() => t.close())

  const userIds = async () => (await db.select({ id: users.id }).from(users)).map((row) => row.id).sort()

  it('dry run: lists only the accounts inactive for over a year, administrators excepted, and deletes nothing', async () => {
    const before = await userIds()
    const result = await purgeInactiveAccounts(db, { dryRun: true, protectedEmails: [ADMIN_EMAIL] })
    expect(result.dryRun).toBe(true)
    expect(result.accounts.map((account) => account.id)).toEqual([dormant.userId])
    expect(await userIds()).toEqual(before)
    expect(await db.select().from(attempts).where(eq(attempts.id, dormantAttemptId))).toHaveLength(1)
  })

  it('counts a day short of a year as active', async () => {
    const result = await purgeInactiveAccounts(db, {
      dryRun: true,
      protectedEmails: [ADMIN_EMAIL],
      now: new Date(Date.now() - 36 * DAY),
    })
    expect(result.accounts).toEqual([])
  })

  it('deletes the account with its attempts, choices, identity account and sessions; keeps everyone else', async () => {
    const result = await purgeInactiveAccounts(db, { protectedEmails: [ADMIN_EMAIL] })
    expect(result.accounts.map((account) => account.id)).toEqual([dormant.userId])

    expect(await userIds()).toEqual([recent.userId, admin.userId, pupil.userId].sort())
    expect(await db.select().from(attempts).where(eq(attempts.userId, dormant.userId))).toEqual([])
    expect(await db.select().from(choices).where(eq(choices.attemptId, dormantAttemptId))).toEqual([])
    expect(await db.select().from(identityAccounts).where(eq(identityAccounts.id, dormant.userId))).toEqual(
      [],
    )
    const sessions = await db
      .select({ accountId: sql<string>`${identityModels.payload}->>'accountId'` })
      .from(identityModels)
      .where(inArray(identityModels.kind, ['Session']))
    expect(sessions.map((session) => session.accountId)).toEqual([recent.userId])
    const [orphan] = await db
      .select({ teacherId: users.teacherId })
      .from(users)
      .where(eq(users.id, pupil.userId))
    expect(orphan!.teacherId).toBeNull()

    // Nothing left to purge.
    expect((await purgeInactiveAccounts(db, { protectedEmails: [ADMIN_EMAIL] })).accounts).toEqual([])
  })
})

describe('the command and the embedded database lock', () => {
  let dataDir: string
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grile-data-care-'))
  })
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  it('refuses to open the embedded database a second time, from another process, with a clear error', async () => {
    const database = await openDatabase({ dataDir })
    try {
      const second = await runTsx(['src/db/maintenance/purge-cli.ts', '--dry-run'], { DATA_DIR: dataDir })
      expect(second.code).toBe(1)
      expect(second.stderr).toContain(
        `The embedded database in ${dataDir} is already open in process ${process.pid}`,
      )
    } finally {
      await database.close()
    }
    expect(fs.existsSync(path.join(dataDir, 'grile.lock'))).toBe(false)
  })

  it('purge -- --dry-run runs against the configured database once it is free', async () => {
    const database = await openDatabase({ dataDir })
    const dormant = await insertUser(database.db)
    await setLastActive(database.db, dormant, 500)
    await database.close()

    const dryRun = await runTsx(['src/db/maintenance/purge-cli.ts', '--dry-run'], { DATA_DIR: dataDir })
    expect(dryRun.stderr).toBe('')
    expect(dryRun.code).toBe(0)
    expect(dryRun.stdout).toContain('Would delete 1 account(s)')
    expect(dryRun.stdout).toContain(dormant.email)

    const reopened = await openDatabase({ dataDir })
    try {
      expect(await reopened.db.select().from(users).where(eq(users.id, dormant.userId))).toHaveLength(1)
    } finally {
      await reopened.close()
    }
  })
})
