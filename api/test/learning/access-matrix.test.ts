import { randomUUID } from 'node:crypto'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../src/db/client'
import { attempts, choices, interactiveAttempts, users } from '../../src/db/schema/index'
import { createTestApp, type TestApp } from '../support/test-app'
import {
  insertAdmin,
  insertExam,
  insertUser,
  requester,
  submissionFor,
  type FixtureExam,
  type FixtureUser,
  type Method,
} from '../support/fixtures'

type Role = 'anonymous' | 'owner' | 'other' | 'teacher' | 'admin'
/** 'ok' is any 2xx answer. */
type Outcome = 'ok' | 401 | 403

/** A fresh little world per request: the owner has a teacher, a pupil of their own, and one attempt. */
interface World {
  owner: FixtureUser
  teacher: FixtureUser
  pupil: FixtureUser
  other: FixtureUser
  admin: FixtureUser
  attemptId: string
  choiceId: string
}

interface Row {
  call: string
  method: Method
  url: (w: World) => string
  body?: (w: World) => unknown
  expected: Record<Role, Outcome>
}

const readable = { anonymous: 401, owner: 'ok', other: 403, teacher: 'ok', admin: 'ok' } as const
const ownerOnly = { anonymous: 401, owner: 'ok', other: 403, teacher: 403, admin: 403 } as const
const ownerOrAdmin = { anonymous: 401, owner: 'ok', other: 403, teacher: 403, admin: 'ok' } as const
/** Calls about the caller's own data: every signed-in user gets their own. */
const ownData = { anonymous: 401, owner: 'ok', other: 'ok', teacher: 'ok', admin: 'ok' } as const

const rows: Row[] = [
  { call: 'GET rating-rank', method: 'GET', url: (w) => `/api/v1/users/${w.owner.userId}/rating-rank`, expected: readable },
  {
    call: 'PUT name',
    method: 'PUT',
    url: (w) => `/api/v1/users/${w.owner.userId}/name`,
    body: () => ({ name: 'New Name' }),
    expected: ownerOrAdmin,
  },
  {
    call: 'PUT teacher',
    method: 'PUT',
    url: (w) => `/api/v1/users/${w.owner.userId}/teacher`,
    body: (w) => w.other.userId,
    expected: ownerOnly,
  },
  {
    call: 'DELETE teacher',
    method: 'DELETE',
    url: (w) => `/api/v1/users/${w.owner.userId}/teacher`,
    expected: { anonymous: 401, owner: 'ok', other: 403, teacher: 'ok', admin: 403 },
  },
  { call: 'GET pupils', method: 'GET', url: (w) => `/api/v1/users/${w.owner.userId}/pupils`, expected: ownerOrAdmin },
  {
    call: 'GET pupil',
    method: 'GET',
    url: (w) => `/api/v1/users/${w.owner.userId}/pupils/${w.pupil.userId}`,
    expected: ownerOrAdmin,
  },
  { call: 'GET attempts', method: 'GET', url: (w) => `/api/v1/attempts?userId=${w.owner.userId}`, expected: readable },
  { call: 'GET attempt', method: 'GET', url: (w) => `/api/v1/attempts/${w.attemptId}`, expected: readable },
  { call: 'PUT attempt review', method: 'PUT', url: (w) => `/api/v1/attempts/${w.attemptId}/review`, expected: ownerOnly },
  { call: 'POST attempt review', method: 'POST', url: (w) => `/api/v1/attempts/${w.attemptId}/review`, expected: ownerOnly },
  { call: 'DELETE attempt review', method: 'DELETE', url: (w) => `/api/v1/attempts/${w.attemptId}/review`, expected: ownerOnly },
  { call: 'PUT choice review', method: 'PUT', url: (w) => `/api/v1/choices/${w.choiceId}/review`, expected: ownerOnly },
  { call: 'DELETE choice review', method: 'DELETE', url: (w) => `/api/v1/choices/${w.choiceId}/review`, expected: ownerOnly },
  { call: 'GET interactive-attempts', method: 'GET', url: () => '/api/v1/interactive-attempts', expected: ownData },
]

const roles: Role[] = ['anonymous', 'owner', 'other', 'teacher', 'admin']

describe('access matrix: anonymous, owner, another user, the owner’s teacher, admin', () => {
  let t: TestApp
  let db: Database
  let call: ReturnType<typeof requester>['call']
  let exam: FixtureExam

  beforeAll(async () => {
    t = await createTestApp()
    db = t.database.db
    call = requester(t).call
    exam = await insertExam(db, { exerciseCount: 2 })
  })
  afterAll(() => t.close())

  async function newWorld(): Promise<World> {
    const teacher = await insertUser(db)
    const owner = await insertUser(db, { teacherId: teacher.userId, tokens: 5 })
    const pupil = await insertUser(db, { teacherId: owner.userId })
    const other = await insertUser(db, { tokens: 5 })
    const admin = await insertAdmin(db)
    const attemptId = (await call(owner, 'POST', '/api/v1/attempts', submissionFor(exam))).json().id
    const [choice] = await db.select({ id: choices.id }).from(choices).where(eq(choices.attemptId, attemptId))
    return { owner, teacher, pupil, other, admin, attemptId, choiceId: choice!.id }
  }

  /** What a refused call must leave untouched. */
  async function stateOf(w: World) {
    const ids = [w.owner.userId, w.teacher.userId, w.pupil.userId, w.other.userId]
    return {
      users: await db.select().from(users).where(inArray(users.id, ids)).orderBy(asc(users.id)),
      attempt: await db.select().from(attempts).where(eq(attempts.id, w.attemptId)),
      choices: await db.select().from(choices).where(eq(choices.attemptId, w.attemptId)).orderBy(asc(choices.id)),
    }
  }

  const cases = rows.flatMap((row) => roles.map((role) => [row.call, role, row.expected[role], row] as const))

  it.each(cases)('%s as %s → %s', async (_call, role, expected, row) => {
    const world = await newWorld()
    const before = await stateOf(world)
    const caller = role === 'anonymous' ? null : world[role]
    const response = await call(caller, row.method, row.url(world), row.body?.(world))
    if (expected === 'ok') {
      expect(response.statusCode).toBeGreaterThanOrEqual(200)
      expect(response.statusCode).toBeLessThan(300)
    } else {
      expect(response.statusCode).toBe(expected)
      expect(response.headers['content-type']).toContain('application/problem+json')
      expect(await stateOf(world)).toEqual(before)
    }
  })

  describe('calls that act for the caller', () => {
    it('POST /v1/attempts: 401 anonymous, and a user only ever submits for themself', async () => {
      const world = await newWorld()
      expect((await call(null, 'POST', '/api/v1/attempts', submissionFor(exam))).statusCode).toBe(401)
      const response = await call(world.other, 'POST', '/api/v1/attempts', submissionFor(exam))
      expect(response.statusCode).toBe(201)
      const [stored] = await db.select().from(attempts).where(eq(attempts.id, response.json().id))
      expect(stored!.userId).toBe(world.other.userId)
    })

    it('POST /v1/interactive-attempts: 401 anonymous, and the answer is the caller’s', async () => {
      const world = await newWorld()
      const body = { answerId: exam.exercises[0]!.correctAnswerId, answersShuffleSeed: 3, sessionId: randomUUID() }
      expect((await call(null, 'POST', '/api/v1/interactive-attempts', body)).statusCode).toBe(401)
      const response = await call(world.other, 'POST', '/api/v1/interactive-attempts', body)
      expect(response.statusCode).toBe(201)
      const [stored] = await db.select().from(interactiveAttempts).where(eq(interactiveAttempts.id, response.json().id))
      expect(stored!.userId).toBe(world.other.userId)
    })

    it("GET /v1/interactive-attempts gives only the caller's history", async () => {
      const world = await newWorld()
      const body = { answerId: exam.exercises[0]!.correctAnswerId, answersShuffleSeed: 3, sessionId: randomUUID() }
      await call(world.owner, 'POST', '/api/v1/interactive-attempts', body)
      expect((await call(world.owner, 'GET', '/api/v1/interactive-attempts')).json()).toHaveLength(1)
      expect((await call(world.teacher, 'GET', '/api/v1/interactive-attempts')).json()).toEqual([])
    })
  })
})
