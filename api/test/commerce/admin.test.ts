import { asc, eq } from 'drizzle-orm'
import { seededShuffle } from '@grile/shared/contract'
import type { Database } from '../../src/db/client'
import { answers, examExercises, exams, exercises, explanationCache } from '../../src/db/schema/index'
import { createTestApp, type TestApp } from '../support/test-app'
import {
  createAdmin,
  createCaller,
  createExercise,
  createMaterial,
  createTopic,
  examText,
  examTextLines,
  userRow,
  type Caller,
} from '../support/commerce-fixtures'
import { expectProblem } from '../support/problems'

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

describe('admin calls', () => {
  let t: TestApp
  let db: Database
  let admin: Caller
  let user: Caller

  beforeAll(async () => {
    t = await createTestApp()
    db = t.database.db
    admin = await createAdmin(t)
    user = await createCaller(t, { email: 'Ana.Popescu@Example.test' })
  })
  afterAll(() => t.close())

  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH'
  const call = (method: Method, url: string, caller?: Caller, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: caller?.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    })

  /** Admin only: users get 403 and anonymous callers 401. */
  async function expectAdminOnly(method: Method, url: string, payload?: unknown) {
    expect((await call(method, url, user, payload)).statusCode).toBe(403)
    expect((await call(method, url, undefined, payload)).statusCode).toBe(401)
  }

  function expectFieldError(response: Awaited<ReturnType<typeof call>>, field: string, message?: string) {
    expectProblem(response, 400)
    const errors = response.json().errors as { field: string; message: string }[]
    expect(errors.map((error) => error.field)).toContain(field)
    if (message) expect(errors).toContainEqual({ field, message })
  }

  describe('GET /v1/users?email', () => {
    it('answers the id of the user with that e-mail, whatever its case', async () => {
      const response = await call('GET', '/api/v1/users?email=ana.popescu%40example.test', admin)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toContain('application/json')
      expect(response.json()).toBe(user.userId)
    })

    it('answers 404 when nobody has that e-mail, and a field error below 3 characters', async () => {
      const none = await call('GET', '/api/v1/users?email=nobody%40example.test', admin)
      expect(none.statusCode).toBe(404)
      expect(none.json().detail).toBe('No user with the e-mail nobody@example.test could be found.')
      expectFieldError(
        await call('GET', '/api/v1/users?email=ab', admin),
        'querystring.email',
        'Must be min. 3 characters long',
      )
      expectFieldError(await call('GET', '/api/v1/users', admin), 'querystring.email')
    })

    it('is for admins only', async () => {
      await expectAdminOnly('GET', '/api/v1/users?email=ana.popescu%40example.test')
    })
  })

  describe('PATCH /v1/users/{id}', () => {
    it('changes only the fields given', async () => {
      const target = await createCaller(t, { tokens: 4, customer: false })
      const url = `/api/v1/users/${target.userId}`
      expect((await call('PATCH', url, admin, { tokens: 40 })).statusCode).toBe(204)
      expect(await userRow(db, target.userId)).toMatchObject({
        tokens: 40,
        customer: false,
        name: 'Test Buyer',
      })
      expect((await call('PATCH', url, admin, { name: '  Maria Ionescu ', customer: true })).statusCode).toBe(
        204,
      )
      expect(await userRow(db, target.userId)).toMatchObject({
        tokens: 40,
        customer: true,
        name: 'Maria Ionescu',
      })
      expect((await call('PATCH', url, admin, {})).statusCode).toBe(204)
      expect((await call('PATCH', url, admin, { tokens: 0 })).statusCode).toBe(204)
      expect((await userRow(db, target.userId)).tokens).toBe(0)
    })

    it.each([
      [{ tokens: -1 }, 'body.tokens', 'Must not be negative'],
      [{ tokens: 1.5 }, 'body.tokens', 'Must be a whole number'],
      [{ name: 'ab' }, 'body.name', 'Must be min. 3 characters long'],
      [{ name: 'a'.repeat(17) }, 'body.name', 'Must not exceed 16 characters'],
      [{ name: 'Ana<script>' }, 'body.name', 'Must not contain special characters'],
      [{ customer: 'yes' }, 'body.customer', undefined],
    ])('refuses %j', async (payload, field, message) => {
      const target = await createCaller(t, { tokens: 4 })
      expectFieldError(await call('PATCH', `/api/v1/users/${target.userId}`, admin, payload), field, message)
      expect((await userRow(db, target.userId)).tokens).toBe(4)
    })

    it('answers 404 for unknown users and is for admins only', async () => {
      expect((await call('PATCH', `/api/v1/users/${UNKNOWN_ID}`, admin, { tokens: 1 })).statusCode).toBe(404)
      await expectAdminOnly('PATCH', `/api/v1/users/${user.userId}`, { tokens: 1000 })
      expect((await userRow(db, user.userId)).tokens).toBe(10)
    })
  })

  describe('POST /v1/exams', () => {
    const exercisesOf = async (examId: string) =>
      db
        .select({ exercise: exercises, position: examExercises.position })
        .from(examExercises)
        .innerJoin(exercises, eq(exercises.id, examExercises.exerciseId))
        .where(eq(examExercises.examId, examId))
        .orderBy(asc(examExercises.position))

    it('creates a general exam with its 30 exercises from the 180-line text', async () => {
      const response = await call('POST', '/api/v1/exams', admin, {
        title: 'Campina General 7',
        examTarget: 'CAMPINA',
        forCustomersOnly: true,
        materialId: null,
        exercisesWithAnswers: examText(),
      })
      expect(response.statusCode).toBe(201)
      const { id } = response.json() as { id: string }
      const [exam] = await db.select().from(exams).where(eq(exams.id, id))
      expect(exam).toMatchObject({
        title: 'Campina General 7',
        examTarget: 'CAMPINA',
        examType: 'GENERAL',
        difficulty: 'MEDIUM',
        forCustomersOnly: true,
        materialId: null,
        ownerUserId: null,
      })
      const rows = await exercisesOf(id)
      expect(rows).toHaveLength(30)
      expect(rows.map((row) => row.position)).toEqual(Array.from({ length: 30 }, (_, i) => i))
      for (const { exercise } of rows) {
        expect(exercise).toMatchObject({
          examTarget: 'CAMPINA',
          examType: 'GENERAL',
          difficulty: 'MEDIUM',
          forCustomersOnly: true,
          materialTopicId: null,
        })
      }
      expect(rows[0]?.exercise.question).toBe('Question number 1 asks about ___ grammar.')
      const secondAnswers = await db
        .select()
        .from(answers)
        .where(eq(answers.exerciseId, rows[1]!.exercise.id))
        .orderBy(asc(answers.position))
      expect(secondAnswers.map((answer) => [answer.text, answer.correct])).toEqual([
        ['answer 2a', false],
        ['answer 2b', true],
        ['answer 2c', false],
        ['answer 2d', false],
      ])
    })

    it('creates a grammar exam whose exercises take the material topic', async () => {
      const topic = await createTopic(db)
      const material = await createMaterial(db, { topicId: topic.id })
      const response = await call('POST', '/api/v1/exams', admin, {
        title: 'Conditionals 2',
        examTarget: 'ACADEMY',
        forCustomersOnly: false,
        materialId: material.id,
        exercisesWithAnswers: `${examText()}\n`,
      })
      expect(response.statusCode).toBe(201)
      const { id } = response.json() as { id: string }
      const [exam] = await db.select().from(exams).where(eq(exams.id, id))
      expect(exam).toMatchObject({ examType: 'GRAMMAR', materialId: material.id, examTarget: 'ACADEMY' })
      const rows = await exercisesOf(id)
      expect(new Set(rows.map((row) => `${row.exercise.examType}/${row.exercise.materialTopicId}`))).toEqual(
        new Set([`GRAMMAR/${topic.id}`]),
      )
    })

    const valid = () => ({
      title: 'Exam',
      examTarget: 'ACADEMY',
      forCustomersOnly: false,
      materialId: null,
      exercisesWithAnswers: examText(),
    })
    const withLine = (lineNumber: number, text: string) => {
      const lines = examTextLines()
      lines[lineNumber - 1] = text
      return lines.join('\n')
    }

    it.each([
      ['an empty title', { title: '   ' }, 'body.title', 'Must be min. 1 characters long'],
      ['a long title', { title: 'x'.repeat(129) }, 'body.title', 'Must not exceed 128 characters'],
      ['no target', { examTarget: undefined }, 'body.examTarget', undefined],
      ['an unknown target', { examTarget: 'POLICE' }, 'body.examTarget', undefined],
      [
        '179 lines',
        { exercisesWithAnswers: examTextLines().slice(1).join('\n') },
        'body.exercisesWithAnswers',
        'must be exactly 180 lines',
      ],
      ['no text', { exercisesWithAnswers: '' }, 'body.exercisesWithAnswers', 'must be exactly 180 lines'],
      [
        'a missing correct letter',
        { exercisesWithAnswers: withLine(12, '') },
        'body.exercisesWithAnswers',
        'Line 12: expected the letter of the correct answer (a, b, c or d)',
      ],
      [
        'an empty answer',
        { exercisesWithAnswers: withLine(9, 'b)') },
        'body.exercisesWithAnswers',
        'Line 9: answer b) must not be empty',
      ],
      [
        'a too-long question',
        { exercisesWithAnswers: withLine(7, 'Q'.repeat(513)) },
        'body.exercisesWithAnswers',
        'Line 7: the question must not be longer than 512 characters',
      ],
      [
        'an unknown material',
        { materialId: UNKNOWN_ID },
        'body.materialId',
        `There is no material with id ${UNKNOWN_ID}.`,
      ],
    ])('refuses %s with a field error and creates nothing', async (_case, change, field, message) => {
      const before = (await db.select().from(exercises)).length
      expectFieldError(await call('POST', '/api/v1/exams', admin, { ...valid(), ...change }), field, message)
      expect((await db.select().from(exercises)).length).toBe(before)
    })

    it('is for admins only', async () => {
      const before = (await db.select().from(exams)).length
      await expectAdminOnly('POST', '/api/v1/exams', valid())
      expect((await db.select().from(exams)).length).toBe(before)
    })
  })

  describe('PUT /v1/exams/{id}', () => {
    it('changes the exam; its exercises follow its target, type, topic and customer flag', async () => {
      const created = await call('POST', '/api/v1/exams', admin, {
        title: 'Before',
        examTarget: 'ACADEMY',
        forCustomersOnly: false,
        materialId: null,
        exercisesWithAnswers: examText(),
      })
      const { id } = created.json() as { id: string }
      const topic = await createTopic(db)
      const material = await createMaterial(db, { topicId: topic.id })

      const updated = await call('PUT', `/api/v1/exams/${id}`, admin, {
        title: 'After',
        examTarget: 'CAMPINA',
        forCustomersOnly: true,
        materialId: material.id,
      })
      expect(updated.statusCode).toBe(204)
      const [exam] = await db.select().from(exams).where(eq(exams.id, id))
      expect(exam).toMatchObject({
        title: 'After',
        examTarget: 'CAMPINA',
        examType: 'GRAMMAR',
        forCustomersOnly: true,
        materialId: material.id,
        difficulty: 'MEDIUM',
      })
      const followed = await db
        .select({ exercise: exercises })
        .from(examExercises)
        .innerJoin(exercises, eq(exercises.id, examExercises.exerciseId))
        .where(eq(examExercises.examId, id))
      expect(followed).toHaveLength(30)
      for (const { exercise } of followed) {
        expect(exercise).toMatchObject({
          examTarget: 'CAMPINA',
          examType: 'GRAMMAR',
          forCustomersOnly: true,
          materialTopicId: topic.id,
        })
      }

      await call('PUT', `/api/v1/exams/${id}`, admin, {
        title: 'General again',
        examTarget: 'CAMPINA',
        forCustomersOnly: false,
        materialId: null,
      })
      const [general] = await db.select().from(exams).where(eq(exams.id, id))
      expect(general).toMatchObject({ examType: 'GENERAL', materialId: null })
    })

    it('validates like create, answers 404 for unknown or generated exams, and is for admins only', async () => {
      const [exam] = await db
        .insert(exams)
        .values({ title: 'Original', examTarget: 'ACADEMY', examType: 'GENERAL', difficulty: 'HARD' })
        .returning()
      const url = `/api/v1/exams/${exam!.id}`
      const body = { title: 'Renamed', examTarget: 'ACADEMY', forCustomersOnly: false, materialId: null }
      expectFieldError(
        await call('PUT', url, admin, { ...body, title: '' }),
        'body.title',
        'Must be min. 1 characters long',
      )
      expectFieldError(
        await call('PUT', url, admin, { ...body, title: 'x'.repeat(129) }),
        'body.title',
        'Must not exceed 128 characters',
      )
      expectFieldError(await call('PUT', url, admin, { ...body, examTarget: undefined }), 'body.examTarget')
      expectFieldError(await call('PUT', url, admin, { ...body, materialId: UNKNOWN_ID }), 'body.materialId')
      expect((await call('PUT', `/api/v1/exams/${UNKNOWN_ID}`, admin, body)).statusCode).toBe(404)
      const [generated] = await db
        .insert(exams)
        .values({
          title: 'Generated Exam',
          examTarget: 'ACADEMY',
          examType: 'GENERAL',
          difficulty: 'EASY',
          ownerUserId: user.userId,
        })
        .returning()
      expect((await call('PUT', `/api/v1/exams/${generated!.id}`, admin, body)).statusCode).toBe(404)
      await expectAdminOnly('PUT', url, body)
      const [after] = await db.select().from(exams).where(eq(exams.id, exam!.id))
      expect(after).toMatchObject({ title: 'Original', difficulty: 'HARD' })
    })
  })

  describe('GET /v1/exercises?questionFragment', () => {
    beforeAll(async () => {
      for (let i = 0; i < 23; i++)
        await createExercise(db, {
          question: `The suspect ${String(i).padStart(2, '0')} was arrested by the officers.`,
        })
      await createExercise(db, { question: 'A 100% safe_place for witnesses.' })
    })

    it('pages through exercises containing the fragment, case-insensitively', async () => {
      const first = await call('GET', '/api/v1/exercises?questionFragment=SUSPECT', admin)
      expect(first.statusCode).toBe(200)
      expect(first.json().page).toEqual({ totalPages: 2, number: 0, size: 20, totalElements: 23 })
      expect(first.json().content).toHaveLength(20)
      expect(first.json().content[0]).toEqual({
        id: expect.any(String),
        question: 'The suspect 00 was arrested by the officers.',
        examTarget: 'ACADEMY',
        examType: 'GENERAL',
        difficulty: 'MEDIUM',
      })
      const second = await call('GET', '/api/v1/exercises?questionFragment=suspect&pageNumber=1', admin)
      expect(second.json().content.map((item: { question: string }) => item.question)).toEqual([
        'The suspect 20 was arrested by the officers.',
        'The suspect 21 was arrested by the officers.',
        'The suspect 22 was arrested by the officers.',
      ])
    })

    it('matches % and _ literally', async () => {
      const percent = await call(
        'GET',
        `/api/v1/exercises?questionFragment=${encodeURIComponent('100%')}`,
        admin,
      )
      expect(percent.json().content.map((item: { question: string }) => item.question)).toEqual([
        'A 100% safe_place for witnesses.',
      ])
      const underscore = await call('GET', '/api/v1/exercises?questionFragment=e_p', admin)
      expect(underscore.json().page.totalElements).toBe(1)
      const wildcard = await call(
        'GET',
        `/api/v1/exercises?questionFragment=${encodeURIComponent('%%%')}`,
        admin,
      )
      expect(wildcard.json().page.totalElements).toBe(0)
    })

    it('needs 3 to 512 characters and is for admins only', async () => {
      expectFieldError(
        await call('GET', '/api/v1/exercises?questionFragment=ab', admin),
        'querystring.questionFragment',
        'Must be min. 3 characters long',
      )
      expectFieldError(
        await call('GET', `/api/v1/exercises?questionFragment=${'a'.repeat(513)}`, admin),
        'querystring.questionFragment',
        'Must not exceed 512 characters',
      )
      expectFieldError(await call('GET', '/api/v1/exercises', admin), 'querystring.questionFragment')
      await expectAdminOnly('GET', '/api/v1/exercises?questionFragment=suspect')
    })
  })

  describe('GET /v1/exercises/{id}', () => {
    it('answers the exercise with its correct answer, in canonical order with stable=true', async () => {
      const exercise = await createExercise(db, {
        answers: ['am', 'were', 'will be', 'had been'],
        correct: 1,
      })
      const stable = await call('GET', `/api/v1/exercises/${exercise.id}?stable=true`, admin)
      expect(stable.statusCode).toBe(200)
      expect(stable.json()).toMatchObject({
        id: exercise.id,
        question: exercise.question,
        answers: [
          { id: exercise.answerIds[0], text: 'am', correct: false },
          { id: exercise.answerIds[1], text: 'were', correct: true },
          { id: exercise.answerIds[2], text: 'will be', correct: false },
          { id: exercise.answerIds[3], text: 'had been', correct: false },
        ],
        answersShuffleSeed: expect.any(Number),
        canAttemptExercise: true,
      })

      const shuffled = (await call('GET', `/api/v1/exercises/${exercise.id}`, admin)).json()
      expect(shuffled.answers).toEqual(seededShuffle(stable.json().answers, shuffled.answersShuffleSeed))
    })

    it('answers 404 for unknown exercises and is for admins only', async () => {
      expect((await call('GET', `/api/v1/exercises/${UNKNOWN_ID}`, admin)).statusCode).toBe(404)
      const exercise = await createExercise(db)
      await expectAdminOnly('GET', `/api/v1/exercises/${exercise.id}?stable=true`)
    })
  })

  describe('PUT /v1/exercises/{id}', () => {
    const bodyFor = (ids: string[], correct = 0) => ({
      question: 'Which word completes the report?',
      answers: ids.map((id, index) => ({ id, text: `option ${index}`, correct: index === correct })),
    })

    it('changes the question, the answer texts and which one is correct', async () => {
      const exercise = await createExercise(db)
      await db
        .insert(explanationCache)
        .values({ exerciseId: exercise.id, answerId: exercise.answerIds[0] as string, text: 'old wording' })
      const response = await call(
        'PUT',
        `/api/v1/exercises/${exercise.id}`,
        admin,
        bodyFor(exercise.answerIds, 3),
      )
      expect(response.statusCode).toBe(204)
      const read = (await call('GET', `/api/v1/exercises/${exercise.id}?stable=true`, admin)).json()
      expect(read.question).toBe('Which word completes the report?')
      expect(
        read.answers.map((answer: { text: string; correct: boolean }) => [answer.text, answer.correct]),
      ).toEqual([
        ['option 0', false],
        ['option 1', false],
        ['option 2', false],
        ['option 3', true],
      ])
      expect(
        await db.select().from(explanationCache).where(eq(explanationCache.exerciseId, exercise.id)),
      ).toEqual([])
    })

    it.each([
      [
        'a short question',
        (b: ReturnType<typeof bodyFor>) => ({ ...b, question: 'Why' }),
        'body.question',
        'must be longer than 5 characters',
      ],
      [
        'a long question',
        (b: ReturnType<typeof bodyFor>) => ({ ...b, question: 'x'.repeat(513) }),
        'body.question',
        'must not be longer than 512 characters',
      ],
      [
        'an empty answer',
        (b: ReturnType<typeof bodyFor>) => ({
          ...b,
          answers: b.answers.map((a, i) => (i === 2 ? { ...a, text: '  ' } : a)),
        }),
        'body.answers.2.text',
        'must not be empty',
      ],
      [
        'a long answer',
        (b: ReturnType<typeof bodyFor>) => ({
          ...b,
          answers: b.answers.map((a, i) => (i === 1 ? { ...a, text: 'y'.repeat(257) } : a)),
        }),
        'body.answers.1.text',
        'must not be longer than 256 characters',
      ],
      [
        'no correct answer',
        (b: ReturnType<typeof bodyFor>) => ({
          ...b,
          answers: b.answers.map((a) => ({ ...a, correct: false })),
        }),
        'body.answers',
        'exactly one answer must be correct',
      ],
      [
        'two correct answers',
        (b: ReturnType<typeof bodyFor>) => ({
          ...b,
          answers: b.answers.map((a, i) => ({ ...a, correct: i < 2 })),
        }),
        'body.answers',
        'exactly one answer must be correct',
      ],
    ])('refuses %s with its message and changes nothing', async (_case, change, field, message) => {
      const exercise = await createExercise(db)
      expectFieldError(
        await call('PUT', `/api/v1/exercises/${exercise.id}`, admin, change(bodyFor(exercise.answerIds))),
        field,
        message,
      )
      const [after] = await db.select().from(exercises).where(eq(exercises.id, exercise.id))
      expect(after?.question).toBe(exercise.question)
    })

    it("refuses answers that are not exactly the exercise's own", async () => {
      const exercise = await createExercise(db)
      const other = await createExercise(db)
      const foreign = [...exercise.answerIds.slice(0, 3), other.answerIds[0] as string]
      expectFieldError(
        await call('PUT', `/api/v1/exercises/${exercise.id}`, admin, bodyFor(foreign)),
        'body.answers',
        "must be exactly the exercise's own answers",
      )
      expectFieldError(
        await call('PUT', `/api/v1/exercises/${exercise.id}`, admin, bodyFor(exercise.answerIds.slice(0, 3))),
        'body.answers',
      )
      const duplicated = [...exercise.answerIds.slice(0, 3), exercise.answerIds[0] as string]
      expectFieldError(
        await call('PUT', `/api/v1/exercises/${exercise.id}`, admin, bodyFor(duplicated)),
        'body.answers',
      )
      const [after] = await db.select().from(exercises).where(eq(exercises.id, exercise.id))
      expect(after?.question).toBe(exercise.question)
      const otherAnswers = await db.select().from(answers).where(eq(answers.exerciseId, other.id))
      expect(otherAnswers.map((answer) => answer.text).sort()).toEqual([...other.answerTexts].sort())
    })

    it('answers 404 for unknown exercises and is for admins only', async () => {
      const exercise = await createExercise(db)
      expect(
        (await call('PUT', `/api/v1/exercises/${UNKNOWN_ID}`, admin, bodyFor(exercise.answerIds))).statusCode,
      ).toBe(404)
      await expectAdminOnly('PUT', `/api/v1/exercises/${exercise.id}`, bodyFor(exercise.answerIds))
      const [after] = await db.select().from(exercises).where(eq(exercises.id, exercise.id))
      expect(after?.question).toBe(exercise.question)
    })
  })
})
