import http from 'node:http'
import { eq } from 'drizzle-orm'
import type { Database } from '../../src/db/client'
import { explanationCache } from '../../src/db/schema/index'
import { createTestApp, type TestApp } from '../support/test-app'
import {
  createAdmin,
  createCaller,
  createChoice,
  createExercise,
  createInteractiveAttempt,
  type Caller,
  type ExerciseFixture,
} from '../support/commerce-fixtures'
import { expectProblem } from '../support/problems'

const TOO_BUSY = 'Sorry, I am too busy at the moment. Please try again later!'
const FAKE_AI_PORT = 8233

describe('explanations from the authored text (default provider)', () => {
  let t: TestApp
  let db: Database
  let teacher: Caller
  let pupil: Caller
  let exercise: ExerciseFixture

  beforeAll(async () => {
    t = await createTestApp()
    db = t.database.db
    teacher = await createCaller(t)
    pupil = await createCaller(t, { teacherId: teacher.userId })
    exercise = await createExercise(db, {
      question: 'If I ___ you, I would apply this year.',
      answers: ['am', 'were', 'will be', 'had been'],
      correct: 1,
      explanation: "A second conditional uses 'were' in the if-clause, for every person.",
    })
  })
  afterAll(() => t.close())

  const read = (url: string, caller?: Caller) =>
    t.app.inject({ method: 'GET', url, headers: caller?.headers })

  it('explains a wrong exam choice with the answer given, the right one and the authored text (plain text)', async () => {
    const { choiceId } = await createChoice(db, { userId: pupil.userId, exercise, chosen: 0 })
    const response = await read(`/api/v1/choices/${choiceId}/explanation`, pupil)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(response.body).toBe(
      `You answered "am", but the right answer is "were".\n\nA second conditional uses 'were' in the if-clause, for every person.`,
    )
  })

  it('explains a right interactive answer', async () => {
    const attemptId = await createInteractiveAttempt(db, { userId: pupil.userId, exercise, chosen: 1 })
    const response = await read(`/api/v1/interactive-attempts/${attemptId}/explanation`, pupil)
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe(
      `You answered "were". That is correct!\n\nA second conditional uses 'were' in the if-clause, for every person.`,
    )
  })

  it('works without an authored explanation', async () => {
    const bare = await createExercise(db, { explanation: '', answers: ['in', 'on', 'at', 'by'], correct: 2 })
    const { choiceId } = await createChoice(db, { userId: pupil.userId, exercise: bare, chosen: 3 })
    expect((await read(`/api/v1/choices/${choiceId}/explanation`, pupil)).body).toBe(
      'You answered "by", but the right answer is "at".',
    )
  })

  it("is for the owner, the owner's teacher and admins; others get 403, anonymous callers 401", async () => {
    const { choiceId } = await createChoice(db, { userId: pupil.userId, exercise, chosen: 2 })
    const attemptId = await createInteractiveAttempt(db, { userId: pupil.userId, exercise, chosen: 2 })
    const admin = await createAdmin(t)
    const stranger = await createCaller(t)
    for (const url of [
      `/api/v1/choices/${choiceId}/explanation`,
      `/api/v1/interactive-attempts/${attemptId}/explanation`,
    ]) {
      expect((await read(url, pupil)).statusCode).toBe(200)
      expect((await read(url, teacher)).statusCode).toBe(200)
      expect((await read(url, admin)).statusCode).toBe(200)
      expect((await read(url, stranger)).statusCode).toBe(403)
      expect((await read(url)).statusCode).toBe(401)
    }
    // The teacher of the teacher is nobody's teacher here.
    const teachersTeacher = await createCaller(t)
    const teachersChoice = await createChoice(db, { userId: teacher.userId, exercise, chosen: 1 })
    expect((await read(`/api/v1/choices/${teachersChoice.choiceId}/explanation`, pupil)).statusCode).toBe(403)
    expect(
      (await read(`/api/v1/choices/${teachersChoice.choiceId}/explanation`, teachersTeacher)).statusCode,
    ).toBe(403)
  })

  it('answers 404 for unknown choices and attempts, 400 for ids that are not ids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect((await read(`/api/v1/choices/${unknown}/explanation`, pupil)).statusCode).toBe(404)
    expect((await read(`/api/v1/interactive-attempts/${unknown}/explanation`, pupil)).statusCode).toBe(404)
    expect((await read('/api/v1/choices/abc/explanation', pupil)).statusCode).toBe(400)
  })
})

describe('explanations from an OpenAI-compatible endpoint', () => {
  let t: TestApp
  let db: Database
  let user: Caller
  let exercise: ExerciseFixture
  let server: http.Server
  let mode: 'answer' | 'fail' | 'slow' | 'garbage' = 'answer'
  const requests: {
    authorization?: string
    body: { model: string; messages: { role: string; content: string }[] }
  }[] = []

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        requests.push({ authorization: request.headers.authorization, body: JSON.parse(body) })
        const reply = (status: number, payload: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json' })
          response.end(JSON.stringify(payload))
        }
        if (mode === 'fail') return reply(500, { error: { message: 'overloaded' } })
        if (mode === 'garbage') return reply(200, { choices: [] })
        const answer = () =>
          reply(200, {
            id: 'chatcmpl-1',
            choices: [
              {
                index: 0,
                message: {
                  role: 'assistant',
                  content: ` Because "were" is used in unreal conditions. #${requests.length} `,
                },
              },
            ],
          })
        if (mode === 'slow') setTimeout(answer, 1500)
        else answer()
      })
    })
    await new Promise<void>((resolve) => server.listen(FAKE_AI_PORT, '127.0.0.1', resolve))
    t = await createTestApp({
      EXPLAIN_API_URL: `http://127.0.0.1:${FAKE_AI_PORT}/v1/chat/completions`,
      EXPLAIN_API_KEY: 'sk-test-explain',
      EXPLAIN_MODEL: 'tutor-model',
      EXPLAIN_TIMEOUT_MS: '500',
    })
    db = t.database.db
    user = await createCaller(t)
    exercise = await createExercise(db, { answers: ['am', 'were', 'will be', 'had been'], correct: 1 })
  })
  afterAll(async () => {
    await t.close()
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  const explainChoice = async (chosen: number) => {
    const { choiceId } = await createChoice(db, { userId: user.userId, exercise, chosen })
    return t.app.inject({
      method: 'GET',
      url: `/api/v1/choices/${choiceId}/explanation`,
      headers: user.headers,
    })
  }

  it('asks the model with the question, answers, choice and right answer; caches per exercise and answer', async () => {
    mode = 'answer'
    const first = await explainChoice(0)
    expect(first.statusCode).toBe(200)
    expect(first.body).toBe('Because "were" is used in unreal conditions. #1')
    expect(requests).toHaveLength(1)
    expect(requests[0]?.authorization).toBe('Bearer sk-test-explain')
    expect(requests[0]?.body.model).toBe('tutor-model')
    const prompt = requests[0]?.body.messages.find((message) => message.role === 'user')?.content ?? ''
    expect(prompt).toContain(exercise.question)
    expect(prompt).toContain('The student chose: am')
    expect(prompt).toContain('The right answer: were')

    // Another choice of the same answer (even by another attempt) comes from the cache.
    const second = await explainChoice(0)
    expect(second.body).toBe(first.body)
    expect(requests).toHaveLength(1)
    const interactive = await createInteractiveAttempt(db, { userId: user.userId, exercise, chosen: 0 })
    const third = await t.app.inject({
      method: 'GET',
      url: `/api/v1/interactive-attempts/${interactive}/explanation`,
      headers: user.headers,
    })
    expect(third.body).toBe(first.body)
    expect(requests).toHaveLength(1)

    // Another answer is another question for the model.
    expect((await explainChoice(2)).body).toBe('Because "were" is used in unreal conditions. #2')
    const cached = await db
      .select()
      .from(explanationCache)
      .where(eq(explanationCache.exerciseId, exercise.id))
    expect(cached).toHaveLength(2)
  })

  it.each(['fail', 'slow', 'garbage'] as const)(
    'answers a 503 problem when the model %s, and caches nothing',
    async (failure) => {
      mode = failure
      const response = await explainChoice(3)
      expectProblem(response, 503, { detail: TOO_BUSY })
      const cached = await db
        .select()
        .from(explanationCache)
        .where(eq(explanationCache.answerId, exercise.answerIds[3] as string))
      expect(cached).toEqual([])
    },
  )
})
