import fs from 'node:fs'
import path from 'node:path'
import { decodeJwt } from 'jose'
import { eq, inArray, sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../../src/db/client'
import { attempts, choices, users } from '../../src/db/schema/index'
import {
  accessTokenSigner,
  apiRoot,
  createServerDatabase,
  freePort,
  httpCall,
  isSuccess,
  serverEnv,
  startApiProcess,
  type ApiProcess,
  type HttpResult,
  type ServerDatabase,
} from '../support/api-process'
import {
  insertExam,
  insertUser,
  submissionFor,
  type FixtureExam,
  type FixtureUser,
} from '../support/fixtures'
import {
  LOAD_BALANCER_CONF,
  loadBalancerConf,
  startLoadBalancer,
  type LoadBalancer,
} from '../support/load-balancer'
import { refreshTokens, signInWithLocalProvider, type IssuedTokens } from '../support/local-sign-in'

/** The write budget both instances share (a small one, so the test reaches it). */
const WRITE_MAX = 8
const START_TOKENS = 50
const EXERCISES = 5
/** Exams through the balancer: students × submissions each (within the write budget). */
const CLASS_SIZE = 12
/** The load during which an instance is killed: students × submissions each. */
const LOAD_STUDENTS = 30
const SUBMISSIONS_EACH = 2
/** The instance is killed once this many submissions of the load have been answered. */
const KILL_AFTER_ANSWERED = 10

interface Student {
  user: FixtureUser
  token: string
}

interface Submission {
  student: Student
  body: ReturnType<typeof submissionFor>
}

const submit = (baseUrl: string, { student, body }: Submission) =>
  httpCall(baseUrl, 'POST', '/api/v1/attempts', { token: student.token, json: body })

const describeAnswer = (response: HttpResult) => `${response.status} ${response.body.slice(0, 200)}`

describe('the load-balancer configuration', () => {
  it('is shown whole in the README, and the test fills in every placeholder', () => {
    const conf = fs.readFileSync(LOAD_BALANCER_CONF, 'utf8')
    const readme = fs.readFileSync(path.join(apiRoot, '..', 'README.md'), 'utf8')
    expect(readme).toContain(`\`\`\`nginx\n${conf}\`\`\``)
    const filled = loadBalancerConf({ listenPort: 8000, instances: ['10.0.0.1:8080', '10.0.0.2:8080'] })
    expect(filled).not.toMatch(/__[A-Z_]+__/)
    expect(filled).toContain('server 10.0.0.2:8080 max_fails=1 fail_timeout=10s;')
  })
})

const WITHOUT_POSTGRES =
  'two API instances behind nginx (skipped: TEST_DATABASE_URL unset; it runs in the PostgreSQL pass of npm test, ' +
  'PGlite serves one process)'

if (!process.env.TEST_DATABASE_URL) {
  describe.skip(WITHOUT_POSTGRES, () => {
    it('needs a PostgreSQL server both instances share', () => undefined)
  })
} else {
  describe('two API instances on one PostgreSQL database behind nginx', () => {
    let database: ServerDatabase
    let handle: DatabaseHandle
    let a: ApiProcess
    let b: ApiProcess
    let balancer: LoadBalancer
    let publicUrl: string
    let exam: FixtureExam
    let newStudents: (count: number) => Promise<Student[]>

    beforeAll(async () => {
      database = await createServerDatabase()
      const [portA, portB, balancerPort] = [await freePort(), await freePort(), await freePort()]
      publicUrl = `http://127.0.0.1:${balancerPort}`
      // Both instances: the balancer's address as PUBLIC_URL (so one issuer), rate limits on.
      const envOf = (port: number) => ({
        ...serverEnv(port, database.env),
        PUBLIC_URL: publicUrl,
        RATE_LIMIT_ENABLED: 'true',
        RATE_LIMIT_WRITE_MAX: String(WRITE_MAX),
      })
      // Started together on the new database: one migrates and seeds while the other waits for it.
      const started = await Promise.allSettled([startApiProcess(envOf(portA)), startApiProcess(envOf(portB))])
      const failed = started.find((result) => result.status === 'rejected')
      if (failed) {
        // Stop the one that did start before reporting the one that did not.
        await Promise.all(
          started.map((result) => (result.status === 'fulfilled' ? result.value.kill() : undefined)),
        )
        throw failed.reason
      }
      ;[a, b] = started.map((result) => (result as PromiseFulfilledResult<ApiProcess>).value) as [
        ApiProcess,
        ApiProcess,
      ]
      const instances: [string, string] = [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`]
      balancer = await startLoadBalancer({ listenPort: balancerPort, instances })

      handle = await database.open()
      exam = await insertExam(handle.db, { exerciseCount: EXERCISES })
      const sign = await accessTokenSigner(handle.db, envOf(portA))
      newStudents = async (count) =>
        Promise.all(
          Array.from({ length: count }, async () => {
            const user = await insertUser(handle.db, { tokens: START_TOKENS })
            return { user, token: await sign(user) }
          }),
        )
    })

    afterAll(async () => {
      await balancer?.stop()
      await Promise.all([a?.kill(), b?.kill()])
      await handle?.close()
      await database?.dispose()
    })

    /** What the test sees of the stored attempts of `students`: per sessionId, and the balances. */
    async function stored(students: Student[]) {
      const userIds = students.map((student) => student.user.userId)
      const rows = await handle.db
        .select({
          id: attempts.id,
          sessionId: attempts.sessionId,
          choices: sql<number>`count(${choices.id})::int`,
        })
        .from(attempts)
        .leftJoin(choices, eq(choices.attemptId, attempts.id))
        .where(inArray(attempts.userId, userIds))
        .groupBy(attempts.id)
      const balances = await handle.db
        .select({ id: users.id, tokens: users.tokens })
        .from(users)
        .where(inArray(users.id, userIds))
      return { rows, tokensOf: new Map(balances.map((row) => [row.id, row.tokens])) }
    }

    it('signs a student in on one instance; the other accepts the token and refreshes it', async () => {
      let tokens: IssuedTokens
      try {
        const student = { email: 'two.places@example.ro', name: 'Two Places' }
        tokens = await signInWithLocalProvider({ baseUrl: a.baseUrl, publicUrl, ...student })
      } catch (error) {
        throw new Error(`${String(error)}\ninstance A printed:\n${a.output()}`, { cause: error })
      }
      const { oid, iss } = decodeJwt(tokens.access_token)
      expect(iss).toBe(`${publicUrl}/identity`)

      const created = await httpCall(b.baseUrl, 'POST', '/api/v1/users/sign-in-up', {
        token: tokens.access_token,
      })
      expect(describeAnswer(created)).toMatch(/^200 /)
      expect(JSON.parse(created.body)).toMatchObject({ id: oid, name: 'Two Places' })
      const profile = await httpCall(b.baseUrl, 'GET', `/api/v1/users/${String(oid)}`, {
        token: tokens.access_token,
      })
      expect(JSON.parse(profile.body)).toMatchObject({ id: oid, email: 'two.places@example.ro' })

      // The refresh token A issued is redeemed on B; the new access token works on A.
      const refreshed = await refreshTokens(b.baseUrl, tokens.refresh_token)
      expect(`${refreshed.status} ${refreshed.body.slice(0, 200)}`).toMatch(/^200 /)
      const renewed = JSON.parse(refreshed.body) as IssuedTokens
      expect(renewed.access_token).not.toBe(tokens.access_token)
      const again = await httpCall(a.baseUrl, 'GET', `/api/v1/users/${String(oid)}`, {
        token: renewed.access_token,
      })
      expect(again.status).toBe(200)
    })

    it('stores every exam submitted through the balancer once, charged once, whichever instance took it', async () => {
      const students = await newStudents(CLASS_SIZE)
      const submissions = students.flatMap((student) =>
        Array.from({ length: SUBMISSIONS_EACH }, (_, i) => ({
          student,
          body: submissionFor(exam, { correct: i }),
        })),
      )
      const responses = await Promise.all(submissions.map((submission) => submit(balancer.url, submission)))
      expect(responses.filter((response) => !isSuccess(response.status)).map(describeAnswer)).toEqual([])

      const served = balancer
        .accessLog()
        .filter((entry) => entry.request.startsWith('POST /api/v1/attempts '))
      const byInstance = new Set(served.map((entry) => entry.upstreams.at(-1)))
      expect(byInstance).toEqual(
        new Set([`127.0.0.1:${new URL(a.baseUrl).port}`, `127.0.0.1:${new URL(b.baseUrl).port}`]),
      )

      const { rows, tokensOf } = await stored(students)
      expect(rows.map((row) => row.sessionId).sort()).toEqual(submissions.map((s) => s.body.sessionId).sort())
      expect(rows.filter((row) => row.choices !== EXERCISES)).toEqual([])
      for (const { user } of students) expect(tokensOf.get(user.userId)).toBe(START_TOKENS - SUBMISSIONS_EACH)
    })

    it('shares the write budget: calls spread over both instances get 429 past it, not past twice it', async () => {
      const [student] = await newStudents(1)
      const statuses: number[] = []
      const refusedAs: string[] = []
      for (let i = 0; i < WRITE_MAX + 4; i++) {
        const instance = i % 2 ? b : a
        const response = await httpCall(
          instance.baseUrl,
          'PUT',
          `/api/v1/users/${student!.user.userId}/name`,
          {
            token: student!.token,
            json: { name: `Name ${i}` },
          },
        )
        statuses.push(response.status)
        if (response.status === 429) refusedAs.push(response.contentType)
      }
      expect(statuses).toEqual([...Array<number>(WRITE_MAX).fill(200), 429, 429, 429, 429])
      expect(refusedAs.every((type) => type.startsWith('application/problem+json'))).toBe(true)
    })

    it('finishes a load of submissions on the other instance when one is SIGKILLed in the middle of it', async () => {
      const students = await newStudents(LOAD_STUDENTS)
      // Interleaved, so every student has calls in flight when the instance dies.
      const submissions: Submission[] = []
      for (let i = 0; i < SUBMISSIONS_EACH; i++) {
        for (const student of students)
          submissions.push({ student, body: submissionFor(exam, { correct: i }) })
      }
      const logBefore = balancer.accessLog().length
      let answered = 0
      let killed: Promise<void> | undefined
      let answeredBeforeKill = 0
      // No client retry here: whatever A held when it died, nginx passes on to B (non_idempotent).
      const responses = await Promise.all(
        submissions.map(async (submission) => {
          const response = await submit(balancer.url, submission)
          answered++
          if (!killed && answered >= KILL_AFTER_ANSWERED) {
            answeredBeforeKill = answered
            killed = a.kill()
          }
          return response
        }),
      )
      await killed
      expect(a.running()).toBe(false)
      expect(answeredBeforeKill).toBeLessThan(submissions.length)
      expect(responses.filter((response) => !isSuccess(response.status)).map(describeAnswer)).toEqual([])
      const ids = responses.map((response) => (JSON.parse(response.body) as { id: string }).id)
      expect(new Set(ids).size).toBe(submissions.length)

      // A held calls when it died (otherwise the kill proved nothing); nginx sent each of them on to B.
      const portA = new URL(a.baseUrl).port
      const passedOn = balancer
        .accessLog()
        .slice(logBefore)
        .filter((entry) => entry.request.startsWith('POST /api/v1/attempts ') && entry.upstreams.length > 1)
      expect(passedOn.length).toBeGreaterThan(0)
      expect(
        passedOn.every((entry) => entry.upstreams[0] === `127.0.0.1:${portA}` && entry.status < 300),
      ).toBe(true)

      // A client resending everything (as the exam page does after a lost answer) changes nothing.
      const resent = await Promise.all(submissions.map((submission) => submit(balancer.url, submission)))
      expect(resent.map((response) => (JSON.parse(response.body) as { id: string }).id)).toEqual(ids)

      const { rows, tokensOf } = await stored(students)
      expect(rows).toHaveLength(submissions.length)
      expect(new Set(rows.map((row) => row.sessionId))).toEqual(
        new Set(submissions.map((s) => s.body.sessionId)),
      )
      expect(rows.filter((row) => row.choices !== EXERCISES)).toEqual([])
      for (const { user } of students) expect(tokensOf.get(user.userId)).toBe(START_TOKENS - SUBMISSIONS_EACH)
    })
  })
}
