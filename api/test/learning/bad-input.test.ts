import { randomUUID } from 'node:crypto'
import { asc, count } from 'drizzle-orm'
import type { Database } from '../../src/db/client'
import {
  attempts,
  choices,
  exerciseProgress,
  exercises,
  interactiveAttempts,
  users,
} from '../../src/db/schema/index'
import { createTestApp, type TestApp } from '../support/test-app'
import {
  insertExam,
  insertUser,
  requester,
  submissionFor,
  type FixtureExam,
  type FixtureUser,
} from '../support/fixtures'

interface BadRequest {
  name: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  url: string
  /** Sent as JSON, except a string in `raw`, sent as is. */
  body?: unknown
  raw?: string
  status: 400 | 404
  /** The field a validation error must name. */
  field?: string
}

describe('bad input: problem answers, never a 500, nothing changed', () => {
  let t: TestApp
  let db: Database
  let user: FixtureUser
  let exam: FixtureExam
  let attemptId: string
  let cases: BadRequest[]

  beforeAll(async () => {
    t = await createTestApp()
    db = t.database.db
    exam = await insertExam(db, { exerciseCount: 3 })
    user = await insertUser(db, { tokens: 5 })
    attemptId = (await requester(t).call(user, 'POST', '/api/v1/attempts', submissionFor(exam))).json().id
    const valid = submissionFor(exam)
    const me = user.userId
    const interactive = {
      answerId: exam.exercises[0]!.correctAnswerId,
      answersShuffleSeed: 5,
      sessionId: randomUUID(),
    }
    const long = 'x'.repeat(100_000)
    cases = [
      {
        name: 'attempt: broken JSON',
        method: 'POST',
        url: '/api/v1/attempts',
        raw: '{"sessionId": ',
        status: 400,
      },
      {
        name: 'attempt: empty object',
        method: 'POST',
        url: '/api/v1/attempts',
        body: {},
        status: 400,
        field: 'body.sessionId',
      },
      {
        name: 'attempt: an array',
        method: 'POST',
        url: '/api/v1/attempts',
        body: [valid],
        status: 400,
        field: 'body',
      },
      { name: 'attempt: null', method: 'POST', url: '/api/v1/attempts', raw: 'null', status: 400 },
      {
        name: 'attempt: sessionId not a UUID',
        method: 'POST',
        url: '/api/v1/attempts',
        body: { ...valid, sessionId: 'abc' },
        status: 400,
        field: 'body.sessionId',
      },
      {
        name: 'attempt: examId a number',
        method: 'POST',
        url: '/api/v1/attempts',
        body: { ...valid, examId: 7 },
        status: 400,
        field: 'body.examId',
      },
      {
        name: 'attempt: seed a string',
        method: 'POST',
        url: '/api/v1/attempts',
        body: { ...valid, exercisesShuffleSeed: 'seven' },
        status: 400,
        field: 'body.exercisesShuffleSeed',
      },
      {
        name: 'attempt: seed negative',
        method: 'POST',
        url: '/api/v1/attempts',
        body: { ...valid, exercisesShuffleSeed: -1 },
        status: 400,
        field: 'body.exercisesShuffleSeed',
      },
      {
        name: 'attempt: seed fractional',
        method: 'POST',
        url: '/api/v1/attempts',
        body: { ...valid, exercisesShuffleSeed: 1.5 },
        status: 400,
        field: 'body.exercisesShuffleSeed',
      },
      {
        name: 'attempt: seed beyond 31 bits',
        method: 'POST',
        url: '/api/v1/attempts',
        body: { ...valid, exercisesShuffleSeed: 2 ** 31 },
        status: 400,
        field: 'body.exercisesShuffleSeed',
      },
      {
        name: 'attempt: duration a string',
        method: 'POST',
        url: '/api/v1/attempts',
        body: { ...valid, durationInSeconds: '600' },
        status: 400,
        field: 'body.durationInSeconds',
      },
      {
        name: 'attempt: choices an object',
        method: 'POST',
        url: '/api/v1/attempts',
        body: { ...valid, choices: {} },
        status: 400,
        field: 'body.choices',
      },
      {
        name: 'attempt: 201 choices',
        method: 'POST',
        url: '/api/v1/attempts',
        body: { ...valid, choices: Array(201).fill(valid.choices[0]) },
        status: 400,
        field: 'body.choices',
      },
      {
        name: 'attempt: answerId oversized',
        method: 'POST',
        url: '/api/v1/attempts',
        body: { ...valid, choices: [{ answerId: long, answersShuffleSeed: 1 }] },
        status: 400,
        field: 'body.choices.0.answerId',
      },
      {
        name: 'attempt: choice seed missing',
        method: 'POST',
        url: '/api/v1/attempts',
        body: { ...valid, choices: [{ answerId: valid.choices[0]!.answerId }] },
        status: 400,
        field: 'body.choices.0.answersShuffleSeed',
      },
      {
        name: 'attempt: unknown exam',
        method: 'POST',
        url: '/api/v1/attempts',
        body: { ...valid, examId: randomUUID() },
        status: 404,
      },
      {
        name: 'attempt: unknown answers',
        method: 'POST',
        url: '/api/v1/attempts',
        body: { ...valid, choices: valid.choices.map((c) => ({ ...c, answerId: randomUUID() })) },
        status: 400,
        field: 'body.choices.0.answerId',
      },
      {
        name: 'attempts: pageNumber negative',
        method: 'GET',
        url: '/api/v1/attempts?pageNumber=-1',
        status: 400,
        field: 'querystring.pageNumber',
      },
      {
        name: 'attempts: pageNumber a word',
        method: 'GET',
        url: '/api/v1/attempts?pageNumber=two',
        status: 400,
        field: 'querystring.pageNumber',
      },
      {
        name: 'attempts: pageNumber huge',
        method: 'GET',
        url: '/api/v1/attempts?pageNumber=1000000000',
        status: 400,
        field: 'querystring.pageNumber',
      },
      {
        name: 'attempts: userId not a UUID',
        method: 'GET',
        url: '/api/v1/attempts?userId=me',
        status: 400,
        field: 'querystring.userId',
      },
      {
        name: 'attempt: id not a UUID',
        method: 'GET',
        url: '/api/v1/attempts/42',
        status: 400,
        field: 'params.attemptId',
      },
      {
        name: 'attempt: stable not a boolean',
        method: 'GET',
        url: `/api/v1/attempts/${attemptId}?stable=maybe`,
        status: 400,
        field: 'querystring.stable',
      },
      { name: 'attempt: unknown id', method: 'GET', url: `/api/v1/attempts/${randomUUID()}`, status: 404 },
      {
        name: 'review: id not a UUID',
        method: 'PUT',
        url: '/api/v1/attempts/x/review',
        status: 400,
        field: 'params.attemptId',
      },
      {
        name: 'review: unknown attempt',
        method: 'POST',
        url: `/api/v1/attempts/${randomUUID()}/review`,
        status: 404,
      },
      {
        name: 'review: unknown attempt (delete)',
        method: 'DELETE',
        url: `/api/v1/attempts/${randomUUID()}/review`,
        status: 404,
      },
      {
        name: 'choice review: id too long',
        method: 'PUT',
        url: `/api/v1/choices/${'9'.repeat(90)}/review`,
        status: 400,
        field: 'params.choiceId',
      },
      {
        name: 'choice review: unknown choice',
        method: 'DELETE',
        url: `/api/v1/choices/${randomUUID()}/review`,
        status: 404,
      },
      {
        name: 'interactive: empty object',
        method: 'POST',
        url: '/api/v1/interactive-attempts',
        body: {},
        status: 400,
        field: 'body.answerId',
      },
      {
        name: 'interactive: seed 0',
        method: 'POST',
        url: '/api/v1/interactive-attempts',
        body: { ...interactive, answersShuffleSeed: 0 },
        status: 400,
        field: 'body.answersShuffleSeed',
      },
      {
        name: 'interactive: seed a boolean',
        method: 'POST',
        url: '/api/v1/interactive-attempts',
        body: { ...interactive, answersShuffleSeed: true },
        status: 400,
        field: 'body.answersShuffleSeed',
      },
      {
        name: 'interactive: sessionId oversized',
        method: 'POST',
        url: '/api/v1/interactive-attempts',
        body: { ...interactive, sessionId: long },
        status: 400,
        field: 'body.sessionId',
      },
      {
        name: 'interactive: unknown answer',
        method: 'POST',
        url: '/api/v1/interactive-attempts',
        body: { ...interactive, answerId: randomUUID() },
        status: 404,
      },
      {
        name: 'name: a number',
        method: 'PUT',
        url: `/api/v1/users/${me}/name`,
        body: { name: 12345 },
        status: 400,
        field: 'body.name',
      },
      {
        name: 'name: missing',
        method: 'PUT',
        url: `/api/v1/users/${me}/name`,
        body: {},
        status: 400,
        field: 'body.name',
      },
      {
        name: 'name: oversized',
        method: 'PUT',
        url: `/api/v1/users/${me}/name`,
        body: { name: long },
        status: 400,
        field: 'body.name',
      },
      {
        name: 'name: user id not a UUID',
        method: 'PUT',
        url: '/api/v1/users/me/name',
        body: { name: 'Valid Name' },
        status: 400,
        field: 'params.userId',
      },
      {
        name: 'teacher: an object',
        method: 'PUT',
        url: `/api/v1/users/${me}/teacher`,
        body: { teacherId: randomUUID() },
        status: 400,
        field: 'body',
      },
      {
        name: 'teacher: a number',
        method: 'PUT',
        url: `/api/v1/users/${me}/teacher`,
        body: 17,
        status: 400,
        field: 'body',
      },
      {
        name: 'teacher: oversized string',
        method: 'PUT',
        url: `/api/v1/users/${me}/teacher`,
        body: long,
        status: 400,
        field: 'body',
      },
      {
        name: 'teacher: unknown user',
        method: 'PUT',
        url: `/api/v1/users/${me}/teacher`,
        body: randomUUID(),
        status: 404,
      },
      {
        name: 'teacher: the own id',
        method: 'PUT',
        url: `/api/v1/users/${me}/teacher`,
        body: me,
        status: 400,
        field: 'body',
      },
      {
        name: 'rating-rank: id not a UUID',
        method: 'GET',
        url: '/api/v1/users/abc/rating-rank',
        status: 400,
        field: 'params.userId',
      },
      {
        name: 'pupil: id not a UUID',
        method: 'GET',
        url: `/api/v1/users/${me}/pupils/abc`,
        status: 400,
        field: 'params.pupilUserId',
      },
      {
        name: 'pupil: unknown',
        method: 'GET',
        url: `/api/v1/users/${me}/pupils/${randomUUID()}`,
        status: 404,
      },
      {
        name: 'remove teacher: id not a UUID',
        method: 'DELETE',
        url: '/api/v1/users/1/teacher',
        status: 400,
        field: 'params.userId',
      },
    ]
  })
  afterAll(() => t.close())

  async function databaseState() {
    const counted = async (
      table: typeof attempts | typeof choices | typeof interactiveAttempts | typeof exerciseProgress,
    ) => (await db.select({ n: count() }).from(table))[0]!.n
    return {
      users: await db.select().from(users).orderBy(asc(users.id)),
      exercises: await db.select().from(exercises).orderBy(asc(exercises.id)),
      attempts: await db.select().from(attempts).orderBy(asc(attempts.id)),
      choices: await counted(choices),
      interactiveAttempts: await counted(interactiveAttempts),
      exerciseProgress: await counted(exerciseProgress),
    }
  }

  it('answers every malformed, out-of-range, oversized or unknown input with a 400/404 problem', async () => {
    const before = await databaseState()
    const headers = await t.authHeader({ userId: user.userId, email: user.email })
    const failures: string[] = []
    for (const bad of cases) {
      const payload = bad.raw ?? (bad.body === undefined ? undefined : JSON.stringify(bad.body))
      const response = await t.app.inject({
        method: bad.method,
        url: bad.url,
        headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload }),
      })
      const problem = response.json()
      const fields = (problem.errors ?? []).map((error: { field: string }) => error.field)
      const ok =
        response.statusCode === bad.status &&
        String(response.headers['content-type']).startsWith('application/problem+json') &&
        problem.status === bad.status &&
        (!bad.field || fields.includes(bad.field))
      if (!ok) failures.push(`${bad.name}: ${response.statusCode} ${response.body.slice(0, 300)}`)
    }
    expect(failures).toEqual([])
    expect(await databaseState()).toEqual(before)
  })
})
