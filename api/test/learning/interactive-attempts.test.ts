import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { seededShuffle } from '@grile/shared/contract'
import type { Database } from '../../src/db/client'
import { exerciseProgress, exercises, interactiveAttempts } from '../../src/db/schema/index'
import { createTestApp, type TestApp } from '../support/test-app'
import {
  insertExam,
  insertUser,
  requester,
  userRow,
  type FixtureExam,
  type FixtureUser,
} from '../support/fixtures'

describe('interactive attempts', () => {
  let t: TestApp
  let db: Database
  let call: ReturnType<typeof requester>['call']
  let bank: FixtureExam

  beforeAll(async () => {
    t = await createTestApp()
    db = t.database.db
    call = requester(t).call
    bank = await insertExam(db, { exerciseCount: 40 })
  })
  afterAll(() => t.close())

  const answer = (
    user: FixtureUser,
    answerId: string,
    extra: Partial<{ sessionId: string; answersShuffleSeed: number }> = {},
  ) =>
    call(user, 'POST', '/api/v1/interactive-attempts', {
      answerId,
      answersShuffleSeed: extra.answersShuffleSeed ?? 99,
      sessionId: extra.sessionId ?? randomUUID(),
    })
  const balance = async (user: FixtureUser) => {
    const row = await userRow(db, user.userId)
    return { tokens: row.tokens, left: row.interactiveAttemptsLeftInToken }
  }
  const exerciseRating = async (exerciseId: string) =>
    (await db.select({ rating: exercises.rating }).from(exercises).where(eq(exercises.id, exerciseId)))[0]!
      .rating

  describe('POST /v1/interactive-attempts', () => {
    it('answers with the exercise as shown, the right answer revealed, and whether the answer was right', async () => {
      const user = await insertUser(db, { tokens: 1 })
      const exercise = bank.exercises[0]!
      const response = await answer(user, exercise.wrongAnswerId, { answersShuffleSeed: 31337 })
      expect(response.statusCode).toBe(201)
      const attempt = response.json()
      expect(attempt).toEqual({
        id: expect.any(String),
        exercise: {
          id: exercise.id,
          question: exercise.question,
          passage: null,
          answersShuffleSeed: 31337,
          answers: expect.any(Array),
        },
        answer: { id: exercise.wrongAnswerId, correct: false },
        // No card was due for this exercise: not a review.
        review: false,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      })
      expect(attempt.exercise.answers.map((a: { id: string }) => a.id)).toEqual(
        seededShuffle(exercise.answerIds, 31337),
      )
      expect(attempt.exercise.answers.filter((a: { correct: boolean }) => a.correct)).toEqual([
        { id: exercise.correctAnswerId, text: expect.any(String), correct: true },
      ])
    })

    it('spends a token on the answer that opens it, then counts the 49 left down', async () => {
      const user = await insertUser(db, { tokens: 2, interactiveAttemptsLeftInToken: 0 })
      await answer(user, bank.exercises[1]!.correctAnswerId)
      expect(await balance(user)).toEqual({ tokens: 1, left: 49 })
      await answer(user, bank.exercises[2]!.correctAnswerId)
      expect(await balance(user)).toEqual({ tokens: 1, left: 48 })
    })

    it('crosses a token boundary: the last answer of a token is free, the next opens a new token', async () => {
      const user = await insertUser(db, { tokens: 1, interactiveAttemptsLeftInToken: 1 })
      expect((await answer(user, bank.exercises[3]!.correctAnswerId)).statusCode).toBe(201)
      expect(await balance(user)).toEqual({ tokens: 1, left: 0 })
      expect((await answer(user, bank.exercises[4]!.correctAnswerId)).statusCode).toBe(201)
      expect(await balance(user)).toEqual({ tokens: 0, left: 49 })
    })

    it('keeps answering on the answers left even with no tokens, and answers 402 when both run out', async () => {
      const user = await insertUser(db, { tokens: 0, interactiveAttemptsLeftInToken: 1 })
      expect((await answer(user, bank.exercises[5]!.correctAnswerId)).statusCode).toBe(201)
      const refused = await answer(user, bank.exercises[6]!.correctAnswerId)
      expect(refused.statusCode).toBe(402)
      expect(refused.json()).toMatchObject({ status: 402, detail: 'This feature requires tokens.' })
      expect(await balance(user)).toEqual({ tokens: 0, left: 0 })
      expect(
        await db.select().from(interactiveAttempts).where(eq(interactiveAttempts.userId, user.userId)),
      ).toHaveLength(1)
      const progress = await db
        .select()
        .from(exerciseProgress)
        .where(eq(exerciseProgress.userId, user.userId))
      expect(progress.map((row) => row.exerciseId)).toEqual([bank.exercises[5]!.id])
    })

    it('returns the first result for a repeated sessionId and charges nothing', async () => {
      const user = await insertUser(db, { tokens: 1 })
      const sessionId = randomUUID()
      const first = await answer(user, bank.exercises[7]!.correctAnswerId, { sessionId })
      const repeat = await answer(user, bank.exercises[8]!.wrongAnswerId, { sessionId })
      expect(repeat.statusCode).toBe(201)
      expect(repeat.json()).toEqual(first.json())
      expect(await balance(user)).toEqual({ tokens: 0, left: 49 })
    })

    it('rates the first answer to an exercise only, and keeps the last result in the progress', async () => {
      const user = await insertUser(db, { tokens: 1 })
      const exercise = bank.exercises[9]!
      const before = await exerciseRating(exercise.id)
      await answer(user, exercise.correctAnswerId)
      const afterFirst = await exerciseRating(exercise.id)
      const userRating = (await userRow(db, user.userId)).rating
      expect(afterFirst).toBeLessThan(before)
      expect(userRating).toBeGreaterThan(1500)

      await answer(user, exercise.wrongAnswerId)
      expect(await exerciseRating(exercise.id)).toBe(afterFirst)
      expect((await userRow(db, user.userId)).rating).toBe(userRating)
      const [progress] = await db
        .select()
        .from(exerciseProgress)
        .where(eq(exerciseProgress.userId, user.userId))
      expect(progress).toMatchObject({ exerciseId: exercise.id, lastCorrect: false })
    })

    it('counts a first answer in an exam as the first answer: no second rating in interactive mode', async () => {
      const user = await insertUser(db, { tokens: 2 })
      const small = await insertExam(db, { exerciseCount: 2 })
      const [one, two] = small.exercises
      await call(user, 'POST', '/api/v1/attempts', {
        sessionId: randomUUID(),
        examId: small.id,
        exercisesShuffleSeed: 1,
        durationInSeconds: 10,
        choices: [
          { answerId: one!.correctAnswerId, answersShuffleSeed: 1 },
          { answerId: two!.correctAnswerId, answersShuffleSeed: 1 },
        ],
      })
      const rated = await exerciseRating(one!.id)
      await answer(user, one!.wrongAnswerId)
      expect(await exerciseRating(one!.id)).toBe(rated)
    })

    it('lets only customers answer customers-only exercises', async () => {
      const premium = await insertExam(db, { exerciseCount: 1, exercisesForCustomersOnly: true })
      const visitor = await insertUser(db, { tokens: 1 })
      const customer = await insertUser(db, { tokens: 1, customer: true })
      const refused = await answer(visitor, premium.exercises[0]!.correctAnswerId)
      expect(refused.statusCode).toBe(403)
      expect(refused.json().detail).toBe('This feature is available only for customers.')
      expect(await balance(visitor)).toEqual({ tokens: 1, left: 0 })
      expect((await answer(customer, premium.exercises[0]!.correctAnswerId)).statusCode).toBe(201)
    })

    it('answers 404 for an unknown answer', async () => {
      const user = await insertUser(db, { tokens: 1 })
      expect((await answer(user, randomUUID())).statusCode).toBe(404)
      expect(await balance(user)).toEqual({ tokens: 1, left: 0 })
    })
  })

  describe('GET /v1/interactive-attempts', () => {
    it('gives the last 30 attempts, newest first', async () => {
      const user = await insertUser(db, { tokens: 1 })
      const sent: string[] = []
      for (let i = 0; i < 32; i++) {
        const exercise = bank.exercises[i]!
        const response = await answer(user, i % 2 ? exercise.correctAnswerId : exercise.wrongAnswerId)
        sent.push(response.json().id)
      }
      const response = await call(user, 'GET', '/api/v1/interactive-attempts')
      expect(response.statusCode).toBe(200)
      const history = response.json()
      expect(history.map((attempt: { id: string }) => attempt.id)).toEqual(sent.slice(2).reverse())
      expect(history[0]).toMatchObject({
        exercise: { id: bank.exercises[31]!.id },
        answer: { correct: true },
      })
      expect(history[0].exercise.answers.filter((a: { correct: boolean }) => a.correct)).toHaveLength(1)
    })

    it('is empty for a user who never answered', async () => {
      const user = await insertUser(db)
      expect((await call(user, 'GET', '/api/v1/interactive-attempts')).json()).toEqual([])
    })
  })
})
