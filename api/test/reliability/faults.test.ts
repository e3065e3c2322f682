import { eq, sql } from 'drizzle-orm'
import { attempts, choices, users } from '../../src/db/schema/index'
import {
  accessTokenSigner,
  createServerDatabase,
  freePort,
  httpCall,
  isSuccess,
  serverEnv,
  startApiProcess,
  type ApiProcess,
  type ServerDatabase,
} from '../support/api-process'
import {
  insertExam,
  insertUser,
  submissionFor,
  type FixtureExam,
  type FixtureUser,
} from '../support/fixtures'

const START_TOKENS = 100
const USER_COUNT = 3
const SUBMISSIONS_PER_USER = 20
const EXERCISES = 5
/** The server is killed as soon as this many submissions have been acknowledged. */
const KILL_AFTER_ACKNOWLEDGED = 10

interface Learner {
  user: FixtureUser
  token: string
}

interface Submission {
  learner: Learner
  body: ReturnType<typeof submissionFor>
}

interface BurstResult {
  /** sessionId → attempt id, for every submission answered 2xx. */
  acknowledged: Map<string, string>
  /** Statuses of answers other than 2xx (none expected). */
  otherStatuses: number[]
  /** Calls that got no answer: the server died holding them. */
  unanswered: number
}

const post = (server: ApiProcess, submission: Submission) =>
  httpCall(server.baseUrl, 'POST', '/api/v1/attempts', {
    token: submission.learner.token,
    json: submission.body,
  })

/** Fires every submission at once and SIGKILLs the server once enough of them are acknowledged. */
async function burstUntilKilled(server: ApiProcess, submissions: Submission[]): Promise<BurstResult> {
  const result: BurstResult = { acknowledged: new Map(), otherStatuses: [], unanswered: 0 }
  let kill: Promise<void> | undefined
  await Promise.all(
    submissions.map(async (submission) => {
      try {
        const response = await post(server, submission)
        if (!isSuccess(response.status)) {
          result.otherStatuses.push(response.status)
          return
        }
        result.acknowledged.set(submission.body.sessionId, (JSON.parse(response.body) as { id: string }).id)
        if (!kill && result.acknowledged.size >= KILL_AFTER_ACKNOWLEDGED) kill = server.kill()
      } catch {
        result.unanswered++
      }
    }),
  )
  await kill
  return result
}

async function call<T>(server: ApiProcess, learner: Learner, url: string): Promise<T> {
  const response = await httpCall(server.baseUrl, 'GET', url, { token: learner.token })
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${response.body}`)
  return JSON.parse(response.body) as T
}

/** The balance and the number of attempts stored, as the API reports them. */
async function accountOf(server: ApiProcess, learner: Learner) {
  const { tokens } = await call<{ tokens: number }>(server, learner, `/api/v1/users/${learner.user.userId}`)
  const { page } = await call<{ page: { totalElements: number } }>(
    server,
    learner,
    '/api/v1/attempts?pageNumber=0',
  )
  return { tokens, attempts: page.totalElements }
}

describe(`the API killed (SIGKILL) in the middle of a burst of submissions, on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let database: ServerDatabase
  let env: Record<string, string>
  let server: ApiProcess | undefined
  let exam: FixtureExam
  const learners: Learner[] = []
  const submissions: Submission[] = []
  let burst: BurstResult

  beforeAll(async () => {
    database = await createServerDatabase()
    env = serverEnv(await freePort(), database.env)
    const handle = await database.open()
    try {
      exam = await insertExam(handle.db, { exerciseCount: EXERCISES })
      const sign = await accessTokenSigner(handle.db, env)
      for (let i = 0; i < USER_COUNT; i++) {
        const user = await insertUser(handle.db, { tokens: START_TOKENS })
        learners.push({ user, token: await sign(user) })
      }
    } finally {
      // PGlite admits one process: the server opens the folder next.
      await handle.close()
    }
    // Interleaved, so every user has calls in flight when the server dies.
    for (let i = 0; i < SUBMISSIONS_PER_USER; i++) {
      for (const learner of learners)
        submissions.push({ learner, body: submissionFor(exam, { correct: i % EXERCISES }) })
    }
    server = await startApiProcess(env)
  })

  afterAll(async () => {
    await server?.kill()
    await database?.dispose()
  })

  it('acknowledges part of the burst, then dies holding the rest', async () => {
    burst = await burstUntilKilled(server!, submissions)
    expect(server!.running()).toBe(false)
    expect(burst.otherStatuses).toEqual([])
    expect(burst.acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED)
    // Otherwise the kill came after the burst and proves nothing.
    expect(burst.unanswered).toBeGreaterThan(0)
    expect(burst.acknowledged.size + burst.unanswered).toBe(submissions.length)
  })

  it('restarted on the same data, keeps every acknowledged attempt and charged each stored attempt once', async () => {
    server = await startApiProcess(env)
    for (const submission of submissions) {
      const id = burst.acknowledged.get(submission.body.sessionId)
      if (!id) continue
      const attempt = await call<{ id: string; examId: string }>(
        server,
        submission.learner,
        `/api/v1/attempts/${id}`,
      )
      expect(attempt).toMatchObject({ id, examId: exam.id })
    }
    for (const learner of learners) {
      const acknowledged = submissions.filter(
        (s) => s.learner === learner && burst.acknowledged.has(s.body.sessionId),
      )
      const account = await accountOf(server, learner)
      expect(account.attempts).toBeGreaterThanOrEqual(acknowledged.length)
      expect(account.tokens).toBe(START_TOKENS - account.attempts)
    }
  })

  it('answers every submission sent again with the same sessionId: the first attempt, charged exactly once', async () => {
    const responses = await Promise.all(submissions.map((submission) => post(server!, submission)))
    expect(
      responses.filter((response) => !isSuccess(response.status)).map((r) => `${r.status} ${r.body}`),
    ).toEqual([])
    const ids = responses.map((response) => (JSON.parse(response.body) as { id: string }).id)
    submissions.forEach((submission, i) => {
      const acknowledgedId = burst.acknowledged.get(submission.body.sessionId)
      if (acknowledgedId) expect(ids[i]).toBe(acknowledgedId)
    })
    expect(new Set(ids).size).toBe(submissions.length)
    for (const learner of learners) {
      expect(await accountOf(server!, learner)).toEqual({
        tokens: START_TOKENS - SUBMISSIONS_PER_USER,
        attempts: SUBMISSIONS_PER_USER,
      })
    }
  })

  it('leaves one whole attempt per sessionId in the database: no duplicates, no attempt without all its choices', async () => {
    expect(await server!.stop()).toBe(0)
    const handle = await database.open()
    try {
      const { db } = handle
      const duplicates = await db
        .select({ sessionId: attempts.sessionId })
        .from(attempts)
        .groupBy(attempts.userId, attempts.sessionId)
        .having(sql`count(*) > 1`)
      expect(duplicates).toEqual([])
      const choiceCounts = await db
        .select({ attemptId: attempts.id, count: sql<number>`count(${choices.id})::int` })
        .from(attempts)
        .leftJoin(choices, eq(choices.attemptId, attempts.id))
        .groupBy(attempts.id)
      expect(choiceCounts).toHaveLength(submissions.length)
      expect(choiceCounts.filter((row) => row.count !== EXERCISES)).toEqual([])
      for (const { user } of learners) {
        const [row] = await db.select({ tokens: users.tokens }).from(users).where(eq(users.id, user.userId))
        expect(row?.tokens).toBe(START_TOKENS - SUBMISSIONS_PER_USER)
      }
    } finally {
      await handle.close()
    }
  })
})
