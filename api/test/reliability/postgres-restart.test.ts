import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import { DATABASE_UNAVAILABLE } from '../../src/plugins/problem-details'
import { openDatabase } from '../../src/db/client'
import { databaseUnavailableCause } from '../../src/db/connection-errors'
import {
  accessTokenSigner,
  freePort,
  httpCall,
  isSuccess,
  serverEnv,
  startApiProcess,
  type ApiProcess,
  type HttpResult,
} from '../support/api-process'
import {
  insertExam,
  insertUser,
  submissionFor,
  type FixtureExam,
  type FixtureUser,
} from '../support/fixtures'
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster'

const START_TOKENS = 1000
/** Callers per kind of call, firing one call after another for the whole restart. */
const CALLERS_PER_KIND = 2
/** Successes of every kind before the restart: the pool is full of clients, some inside transactions. */
const WARM_UP_SUCCESSES = 5
/** After PostgreSQL is back, every kind of call must succeed again within this time. */
const RECOVERY_LIMIT_MS = 5_000

type Kind = 'exams' | 'attempt' | 'interactive'
const KINDS: Kind[] = ['exams', 'attempt', 'interactive']

/** A write's body; sent again later with the same sessionId. */
type Payload = { sessionId: string } & Record<string, unknown>

interface Call {
  kind: Kind
  payload?: Payload
  answer: HttpResult
  answeredAt: number
}

const idOf = (answer: HttpResult) => (JSON.parse(answer.body) as { id: string }).id

// Restarting the shared server of TEST_DATABASE_URL would break the test files running beside this one,
// so the test starts a cluster of its own; it runs with the PostgreSQL suite only.
const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip

describeOnPostgres(
  'PostgreSQL restarted under load (runs only with TEST_DATABASE_URL: it needs PostgreSQL installed)',
  () => {
    let cluster: PostgresCluster | undefined
    let server: ApiProcess | undefined
    let exam: FixtureExam
    const learners = new Map<Kind, { user: FixtureUser; token: string }>()
    const calls: Call[] = []
    let restartedAt = 0

    beforeAll(async () => {
      cluster = await startPostgresCluster()
      const env = serverEnv(await freePort(), { DATABASE_URL: cluster.url })
      const database = await openDatabase({ databaseUrl: cluster.url, dataDir: 'memory://' })
      try {
        exam = await insertExam(database.db, { exerciseCount: 4 })
        const sign = await accessTokenSigner(database.db, env)
        // One learner per kind: each balance then counts one kind of write.
        for (const kind of KINDS) {
          const user = await insertUser(database.db, { tokens: START_TOKENS })
          learners.set(kind, { user, token: await sign(user) })
        }
      } finally {
        await database.close()
      }
      server = await startApiProcess(env)
    })

    afterAll(async () => {
      await server?.kill()
      await cluster?.stop()
    })

    function send(kind: Kind, payload?: Payload): Promise<HttpResult> {
      const { token } = learners.get(kind)!
      if (kind === 'exams') return httpCall(server!.baseUrl, 'GET', '/api/v1/exams', { token })
      const url = kind === 'attempt' ? '/api/v1/attempts' : '/api/v1/interactive-attempts'
      return httpCall(server!.baseUrl, 'POST', url, { token, json: payload })
    }

    function newPayload(kind: Kind, i: number): Payload | undefined {
      if (kind === 'attempt') return submissionFor(exam, { correct: i % 4 })
      if (kind !== 'interactive') return undefined
      const exercise = exam.exercises[i % exam.exercises.length]!
      return { sessionId: randomUUID(), answerId: exercise.answerIds[i % 4]!, answersShuffleSeed: 1 + i }
    }

    const successes = (kind: Kind) =>
      calls.filter((call) => call.kind === kind && isSuccess(call.answer.status)).length

    /** One caller: fires calls of its kind back to back until, after the restart, one succeeds (or time is up). */
    async function caller(kind: Kind) {
      for (let i = 0; ; i++) {
        const payload = newPayload(kind, i)
        // No answer at all means the API process died; status 0 makes the assertions say so.
        const answer = await send(kind, payload).catch((error: Error) => ({
          status: 0,
          contentType: '',
          body: error.message,
        }))
        calls.push({ kind, ...(payload ? { payload } : {}), answer, answeredAt: Date.now() })
        if (answer.status === 0) return
        const afterRestart = restartedAt > 0
        if (afterRestart && (isSuccess(answer.status) || Date.now() - restartedAt > RECOVERY_LIMIT_MS)) return
      }
    }

    it('answers 503 problems while PostgreSQL restarts and 2xx again right after, in the same process', async () => {
      const pid = server!.pid
      const callers = KINDS.flatMap((kind) => Array.from({ length: CALLERS_PER_KIND }, () => caller(kind)))
      const warmUpDeadline = Date.now() + 10_000
      while (KINDS.some((kind) => successes(kind) < WARM_UP_SUCCESSES) && Date.now() < warmUpDeadline)
        await sleep(10)
      try {
        await cluster!.restart()
      } finally {
        // Also when the restart failed: the callers stop RECOVERY_LIMIT_MS later at the latest.
        restartedAt = Date.now()
        await Promise.all(callers)
      }

      expect(server!.running()).toBe(true)
      expect(server!.pid).toBe(pid)
      const failures = calls.filter((call) => !isSuccess(call.answer.status))
      expect(failures.length).toBeGreaterThan(0)
      for (const { answer } of failures) {
        expect(answer.status).toBe(503)
        expect(answer.contentType).toContain('application/problem+json')
        // Exactly these members: no stack trace, no SQL, no driver message.
        expect(JSON.parse(answer.body)).toEqual({
          type: 'about:blank',
          title: 'Service Unavailable',
          status: 503,
          detail: DATABASE_UNAVAILABLE,
        })
      }
      for (const kind of KINDS) {
        const recovered = calls.find(
          (call) => call.kind === kind && call.answeredAt >= restartedAt && isSuccess(call.answer.status),
        )
        expect(recovered?.answeredAt).toBeLessThanOrEqual(restartedAt + RECOVERY_LIMIT_MS)
      }
    })

    it('kept every acknowledged write: sent again, each returns its first result and is charged once', async () => {
      for (const kind of ['attempt', 'interactive'] as const) {
        const writes = calls.filter((call) => call.kind === kind)
        const again = await Promise.all(writes.map((call) => send(kind, call.payload)))
        expect(again.filter((answer) => !isSuccess(answer.status)).map((answer) => answer.body)).toEqual([])
        writes.forEach((call, i) => {
          if (isSuccess(call.answer.status)) expect(idOf(again[i]!)).toBe(idOf(call.answer))
        })
        expect(new Set(again.map(idOf)).size).toBe(writes.length)
      }
      const { user, token } = learners.get('attempt')!
      const attemptWrites = calls.filter((call) => call.kind === 'attempt').length
      const account = await httpCall(server!.baseUrl, 'GET', `/api/v1/users/${user.userId}`, { token })
      expect((JSON.parse(account.body) as { tokens: number }).tokens).toBe(START_TOKENS - attemptWrites)
    })
    it('fails a transaction whose connection is cut while it waits, as "unavailable", without crashing the process', async () => {
      const database = await openDatabase({ databaseUrl: cluster!.url, dataDir: 'memory://' })
      try {
        const outcome = await database.db
          .transaction(async (tx) => {
            await tx.execute(sql`select 1`)
            // The pool has lent this client out: only its own listener hears the server go away.
            await cluster!.restart()
            await tx.execute(sql`select 1`)
          })
          .then(
            () => undefined,
            (error: unknown) => error,
          )
        expect(databaseUnavailableCause(outcome)).toBeDefined()
        // The pool replaces the broken client by itself.
        await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined()
      } finally {
        await database.close()
      }
    })
  },
)
