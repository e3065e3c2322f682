import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import { gradeOf, seededShuffle } from '@grile/shared/contract'
import type { Database } from '../../src/db/client'
import { attempts, choices, exerciseProgress, exercises } from '../../src/db/schema/index'
import { createTestApp, type TestApp } from '../support/test-app'
import {
  insertExam,
  insertUser,
  requester,
  submissionFor,
  userRow,
  type FixtureExam,
  type FixtureUser,
} from '../support/fixtures'
import { expectProblem } from '../support/problems'

describe('exam attempts', () => {
  let t: TestApp
  let db: Database
  let call: ReturnType<typeof requester>['call']
  let exam: FixtureExam

  beforeAll(async () => {
    t = await createTestApp()
    db = t.database.db
    call = requester(t).call
    exam = await insertExam(db)
  })
  afterAll(() => t.close())

  const exerciseRatings = async (exerciseIds: string[]) => {
    const rows = await db.select({ id: exercises.id, rating: exercises.rating }).from(exercises)
    const byId = new Map(rows.map((row) => [row.id, row.rating]))
    return exerciseIds.map((id) => byId.get(id))
  }

  describe('POST /v1/attempts', () => {
    it('stores the graded attempt with the choices in the order seen, for 1 token', async () => {
      const user = await insertUser(db, { tokens: 3 })
      const body = submissionFor(exam, { correct: 20, exercisesShuffleSeed: 777, durationInSeconds: 754 })
      const response = await call(user, 'POST', '/api/v1/attempts', body)
      expect(response.statusCode).toBe(201)
      const { id } = response.json()

      const [attempt] = await db.select().from(attempts).where(eq(attempts.id, id))
      expect(attempt).toMatchObject({
        userId: user.userId,
        examId: exam.id,
        sessionId: body.sessionId,
        exercisesShuffleSeed: 777,
        grade: gradeOf(20, 30),
        correctChoicesCount: 20,
        incorrectChoicesCount: 10,
        durationInSeconds: 754,
        flaggedForReview: false,
        reviewedOn: null,
      })
      expect((await userRow(db, user.userId)).tokens).toBe(2)

      const stored = await db
        .select()
        .from(choices)
        .where(eq(choices.attemptId, id))
        .orderBy(asc(choices.position))
      const seen = seededShuffle(exam.exercises, 777)
      expect(stored.map((choice) => choice.exerciseId)).toEqual(seen.map((exercise) => exercise.id))
      expect(stored.map((choice) => choice.position)).toEqual(seen.map((_, i) => i))
      const sentSeed = new Map(body.choices.map((choice) => [choice.answerId, choice.answersShuffleSeed]))
      for (const choice of stored) expect(choice.answersShuffleSeed).toBe(sentSeed.get(choice.answerId))
      expect(stored.filter((choice) => choice.correct)).toHaveLength(20)
    })

    it('records progress and rates only the first answer of the user to each exercise', async () => {
      const user = await insertUser(db, { tokens: 5 })
      const ids = exam.exercises.map((exercise) => exercise.id)
      const before = await exerciseRatings(ids)

      await call(user, 'POST', '/api/v1/attempts', submissionFor(exam, { correct: 30 }))
      const afterFirst = await exerciseRatings(ids)
      const rated = await userRow(db, user.userId)
      expect(rated.rating).toBeGreaterThan(1500)
      expect(rated.ratingDeviation).toBeLessThan(350)
      afterFirst.forEach((rating, i) => expect(rating).toBeLessThan(before[i]!))
      const progress = await db
        .select()
        .from(exerciseProgress)
        .where(eq(exerciseProgress.userId, user.userId))
      expect(progress).toHaveLength(30)
      expect(progress.every((row) => row.lastCorrect)).toBe(true)

      await call(user, 'POST', '/api/v1/attempts', submissionFor(exam, { correct: 0 }))
      expect(await exerciseRatings(ids)).toEqual(afterFirst)
      expect((await userRow(db, user.userId)).rating).toBe(rated.rating)
      const again = await db.select().from(exerciseProgress).where(eq(exerciseProgress.userId, user.userId))
      expect(again.every((row) => !row.lastCorrect)).toBe(true)
      expect(again.every((row) => row.lastAnsweredAt >= row.firstAnsweredAt)).toBe(true)
    })

    it('returns the first attempt for a repeated sessionId and charges nothing more', async () => {
      const user = await insertUser(db, { tokens: 1 })
      const body = submissionFor(exam)
      const first = await call(user, 'POST', '/api/v1/attempts', body)
      const repeat = await call(user, 'POST', '/api/v1/attempts', { ...body, durationInSeconds: 1 })
      expect(first.statusCode).toBe(201)
      expect(repeat.statusCode).toBe(201)
      expect(repeat.json()).toEqual(first.json())
      expect((await userRow(db, user.userId)).tokens).toBe(0)
      expect(await db.select().from(attempts).where(eq(attempts.userId, user.userId))).toHaveLength(1)
    })

    it('answers 402 without tokens and keeps nothing', async () => {
      const user = await insertUser(db, { tokens: 0 })
      const response = await call(user, 'POST', '/api/v1/attempts', submissionFor(exam))
      expectProblem(response, 402, { detail: 'This feature requires tokens.' })
      expect(await db.select().from(attempts).where(eq(attempts.userId, user.userId))).toHaveLength(0)
      expect(
        await db.select().from(exerciseProgress).where(eq(exerciseProgress.userId, user.userId)),
      ).toHaveLength(0)
      expect((await userRow(db, user.userId)).rating).toBe(1500)
    })

    it('clamps the duration to 0..7200 seconds', async () => {
      const user = await insertUser(db, { tokens: 2 })
      const long = await call(
        user,
        'POST',
        '/api/v1/attempts',
        submissionFor(exam, { durationInSeconds: 99_999 }),
      )
      const negative = await call(
        user,
        'POST',
        '/api/v1/attempts',
        submissionFor(exam, { durationInSeconds: -40 }),
      )
      const durations = await db
        .select({ id: attempts.id, duration: attempts.durationInSeconds })
        .from(attempts)
        .where(eq(attempts.userId, user.userId))
      const byId = new Map(durations.map((row) => [row.id, row.duration]))
      expect(byId.get(long.json().id)).toBe(7200)
      expect(byId.get(negative.json().id)).toBe(0)
    })

    it('lets only customers attempt customers-only exams', async () => {
      const customersOnly = await insertExam(db, { forCustomersOnly: true, exerciseCount: 4 })
      const visitor = await insertUser(db, { tokens: 5 })
      const customer = await insertUser(db, { tokens: 5, customer: true })
      const refused = await call(visitor, 'POST', '/api/v1/attempts', submissionFor(customersOnly))
      expect(refused.statusCode).toBe(403)
      expect(refused.json().detail).toBe('This feature is available only for customers.')
      expect((await userRow(db, visitor.userId)).tokens).toBe(5)
      expect(
        (await call(customer, 'POST', '/api/v1/attempts', submissionFor(customersOnly))).statusCode,
      ).toBe(201)
    })

    it('lets only its owner attempt a generated exam', async () => {
      const owner = await insertUser(db, { tokens: 5, customer: true })
      const other = await insertUser(db, { tokens: 5, customer: true })
      const generated = await insertExam(db, { ownerUserId: owner.userId, exerciseCount: 4 })
      expect((await call(other, 'POST', '/api/v1/attempts', submissionFor(generated))).statusCode).toBe(404)
      expect((await call(owner, 'POST', '/api/v1/attempts', submissionFor(generated))).statusCode).toBe(201)
    })

    it('refuses answers that do not fit the exam, with field errors', async () => {
      const user = await insertUser(db, { tokens: 5 })
      const otherExam = await insertExam(db, { exerciseCount: 2 })
      const valid = submissionFor(exam)

      const foreign = structuredClone(valid)
      foreign.choices[3]!.answerId = otherExam.exercises[0]!.correctAnswerId
      const twice = structuredClone(valid)
      const twin = exam.exercises.find((exercise) => exercise.correctAnswerId === twice.choices[0]!.answerId)!
      twice.choices[1] = { answerId: twin.wrongAnswerId, answersShuffleSeed: 5 }
      const missing = { ...valid, choices: valid.choices.slice(1) }

      const cases: [unknown, { field: string; message: string }][] = [
        [foreign, { field: 'body.choices.3.answerId', message: 'The answer does not belong to this exam' }],
        [twice, { field: 'body.choices.1.answerId', message: 'The exercise is answered more than once' }],
        [missing, { field: 'body.choices', message: 'Every exercise must be answered (29 of 30 answered)' }],
        [
          { ...valid, choices: [] },
          { field: 'body.choices', message: 'Every exercise must be answered' },
        ],
      ]
      for (const [body, error] of cases) {
        const response = await call(user, 'POST', '/api/v1/attempts', body)
        expect(response.statusCode).toBe(400)
        expect(response.json().errors).toContainEqual(error)
      }
      expect((await userRow(db, user.userId)).tokens).toBe(5)
      expect(await db.select().from(attempts).where(eq(attempts.userId, user.userId))).toHaveLength(0)
    })

    it('answers 404 for an unknown exam', async () => {
      const user = await insertUser(db, { tokens: 5 })
      const response = await call(user, 'POST', '/api/v1/attempts', {
        ...submissionFor(exam),
        examId: randomUUID(),
      })
      expect(response.statusCode).toBe(404)
      expect((await userRow(db, user.userId)).tokens).toBe(5)
    })
  })

  describe('GET /v1/attempts', () => {
    let user: FixtureUser
    beforeAll(async () => {
      user = await insertUser(db, { tokens: 30 })
      const small = await insertExam(db, { exerciseCount: 3, title: 'Short exam' })
      for (let i = 0; i < 21; i++) {
        const response = await call(
          user,
          'POST',
          '/api/v1/attempts',
          submissionFor(small, { correct: i % 4, durationInSeconds: i }),
        )
        expect(response.statusCode).toBe(201)
      }
    })

    it('pages the attempts newest first, 20 per page', async () => {
      const first = await call(user, 'GET', '/api/v1/attempts')
      expect(first.statusCode).toBe(200)
      const page = first.json()
      expect(page.page).toEqual({ totalPages: 2, number: 0, size: 20, totalElements: 21 })
      expect(page.content).toHaveLength(20)
      expect(page.content[0]).toEqual({
        id: expect.any(String),
        examId: expect.any(String),
        examTitle: 'Short exam',
        examDifficulty: 'MEDIUM',
        grade: gradeOf(20 % 4, 3),
        correctChoicesCount: 0,
        incorrectChoicesCount: 3,
        durationInSeconds: 20,
        finishedOn: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        reviewedOn: null,
        flaggedForReview: false,
      })
      const finished = page.content.map((attempt: { finishedOn: string }) => attempt.finishedOn)
      expect([...finished].sort().reverse()).toEqual(finished)

      const second = (await call(user, 'GET', `/api/v1/attempts?userId=${user.userId}&pageNumber=1`)).json()
      expect(second.content).toHaveLength(1)
      expect(second.content[0].durationInSeconds).toBe(0)
    })

    it('gives an empty page past the end', async () => {
      const response = await call(user, 'GET', '/api/v1/attempts?pageNumber=5')
      expect(response.json().content).toEqual([])
    })
  })

  describe('GET /v1/attempts/{id}', () => {
    let user: FixtureUser
    let attemptId: string
    const seed = 4242

    beforeAll(async () => {
      user = await insertUser(db, { tokens: 3 })
      const response = await call(
        user,
        'POST',
        '/api/v1/attempts',
        submissionFor(exam, { correct: 15, exercisesShuffleSeed: seed }),
      )
      attemptId = response.json().id
    })

    it('gives the choices in the order seen, answers as each was shuffled, with the right ones', async () => {
      const response = await call(user, 'GET', `/api/v1/attempts/${attemptId}`)
      expect(response.statusCode).toBe(200)
      const attempt = response.json()
      expect(attempt).toMatchObject({
        id: attemptId,
        userId: user.userId,
        examId: exam.id,
        exercisesShuffleSeed: seed,
      })
      const seen = seededShuffle(exam.exercises, seed)
      expect(attempt.choices.map((choice: { exercise: { id: string } }) => choice.exercise.id)).toEqual(
        seen.map((e) => e.id),
      )

      const firstChoice = attempt.choices[0]
      const exercise = seen[0]!
      expect(firstChoice.exercise.question).toBe(exercise.question)
      expect(firstChoice.exercise.answers.map((answer: { id: string }) => answer.id)).toEqual(
        seededShuffle(exercise.answerIds, firstChoice.exercise.answersShuffleSeed),
      )
      expect(firstChoice.exercise.answers.filter((answer: { correct: boolean }) => answer.correct)).toEqual([
        expect.objectContaining({ id: exercise.correctAnswerId }),
      ])
      const canonicalIndex = exam.exercises.indexOf(exercise)
      expect(firstChoice.answer).toEqual({
        id: canonicalIndex < 15 ? exercise.correctAnswerId : exercise.wrongAnswerId,
        correct: canonicalIndex < 15,
      })
      expect(firstChoice.flaggedForReview).toBe(false)
    })

    it('gives the exam order and canonical answers with stable=true', async () => {
      const attempt = (await call(user, 'GET', `/api/v1/attempts/${attemptId}?stable=true`)).json()
      expect(attempt.choices.map((choice: { exercise: { id: string } }) => choice.exercise.id)).toEqual(
        exam.exercises.map((exercise) => exercise.id),
      )
      attempt.choices.forEach((choice: { exercise: { answers: { id: string }[] } }, i: number) => {
        expect(choice.exercise.answers.map((answer) => answer.id)).toEqual(exam.exercises[i]!.answerIds)
      })
    })

    it('answers 404 for an unknown attempt', async () => {
      expect((await call(user, 'GET', `/api/v1/attempts/${randomUUID()}`)).statusCode).toBe(404)
    })
  })

  describe('the review cycle', () => {
    let user: FixtureUser
    let attemptId: string
    let choiceIds: string[]

    beforeAll(async () => {
      user = await insertUser(db, { tokens: 3 })
      attemptId = (await call(user, 'POST', '/api/v1/attempts', submissionFor(exam))).json().id
      const rows = await db
        .select({ id: choices.id })
        .from(choices)
        .where(eq(choices.attemptId, attemptId))
        .orderBy(asc(choices.position))
      choiceIds = rows.map((row) => row.id)
    })

    const review = (method: 'PUT' | 'POST' | 'DELETE') =>
      call(user, method, `/api/v1/attempts/${attemptId}/review`)
    const flaggedChoices = async () =>
      (
        await db
          .select({ id: choices.id })
          .from(choices)
          .where(and(eq(choices.attemptId, attemptId), eq(choices.flaggedForReview, true)))
      ).map((row) => row.id)

    it('goes flagged → completed → reopened → unflagged', async () => {
      const flagged = await review('PUT')
      expect(flagged.statusCode).toBe(200)
      expect(flagged.json()).toEqual({ id: attemptId, flaggedForReview: true, reviewedOn: null })

      const completed = (await review('POST')).json()
      expect(completed.flaggedForReview).toBe(true)
      expect(Date.now() - Date.parse(completed.reviewedOn)).toBeLessThan(60_000)

      expect((await review('PUT')).json()).toEqual({
        id: attemptId,
        flaggedForReview: true,
        reviewedOn: null,
      })
      expect((await review('DELETE')).json()).toEqual({
        id: attemptId,
        flaggedForReview: false,
        reviewedOn: null,
      })

      const listed = (await call(user, 'GET', '/api/v1/attempts')).json().content[0]
      expect(listed).toMatchObject({ id: attemptId, flaggedForReview: false, reviewedOn: null })
    })

    it('flags a choice, which flags its attempt and reopens a completed review', async () => {
      await review('POST')
      const response = await call(user, 'PUT', `/api/v1/choices/${choiceIds[2]}/review`)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({
        id: choiceIds[2],
        flaggedForReview: true,
        attempt: { id: attemptId, flaggedForReview: true, reviewedOn: null },
      })
      const attempt = (await call(user, 'GET', `/api/v1/attempts/${attemptId}`)).json()
      expect(attempt.choices[2].flaggedForReview).toBe(true)
      expect(
        attempt.choices.filter((choice: { flaggedForReview: boolean }) => choice.flaggedForReview),
      ).toHaveLength(1)
    })

    it('unflags a choice and leaves the attempt flagged', async () => {
      await call(user, 'PUT', `/api/v1/choices/${choiceIds[4]}/review`)
      const response = await call(user, 'DELETE', `/api/v1/choices/${choiceIds[4]}/review`)
      expect(response.json()).toEqual({
        id: choiceIds[4],
        flaggedForReview: false,
        attempt: { id: attemptId, flaggedForReview: true, reviewedOn: null },
      })
      expect(await flaggedChoices()).toEqual([choiceIds[2]])
    })

    it('clears every choice flag when the attempt is unflagged', async () => {
      await call(user, 'PUT', `/api/v1/choices/${choiceIds[5]}/review`)
      expect((await flaggedChoices()).length).toBeGreaterThan(0)
      await review('DELETE')
      expect(await flaggedChoices()).toEqual([])
    })

    it('answers 404 for unknown attempts and choices', async () => {
      expect((await call(user, 'PUT', `/api/v1/attempts/${randomUUID()}/review`)).statusCode).toBe(404)
      expect((await call(user, 'PUT', `/api/v1/choices/${randomUUID()}/review`)).statusCode).toBe(404)
    })
  })
})
