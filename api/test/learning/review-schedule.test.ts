import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../src/db/client'
import { reviewCards } from '../../src/db/schema/index'
import { createTestApp, type TestApp } from '../support/test-app'
import {
  insertAdmin,
  insertExam,
  insertUser,
  requester,
  submissionFor,
  type FixtureExam,
  type FixtureUser,
} from '../support/fixtures'

const DAY = 24 * 60 * 60 * 1000

describe('spaced review of mistakes (FSRS)', () => {
  let t: TestApp
  let db: Database
  let call: ReturnType<typeof requester>['call']
  let bank: FixtureExam
  let clock = new Date('2026-03-02T09:00:00Z')

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock })
    db = t.database.db
    call = requester(t).call
    bank = await insertExam(db, { exerciseCount: 6 })
  })
  afterAll(() => t.close())
  beforeEach(() => {
    clock = new Date('2026-03-02T09:00:00Z')
  })

  const answer = (user: FixtureUser, answerId: string) =>
    call(user, 'POST', '/api/v1/interactive-attempts', {
      answerId,
      answersShuffleSeed: 7,
      sessionId: randomUUID(),
    })
  const cardOf = async (user: FixtureUser, exerciseId: string) =>
    (
      await db
        .select()
        .from(reviewCards)
        .where(and(eq(reviewCards.userId, user.userId), eq(reviewCards.exerciseId, exerciseId)))
    )[0]
  const cardsOf = (user: FixtureUser) =>
    db.select().from(reviewCards).where(eq(reviewCards.userId, user.userId))
  const dueCount = async (viewer: FixtureUser | null, userId: string) => {
    const response = await call(viewer, 'GET', `/api/v1/users/${userId}/reviews/due-count`)
    return { status: response.statusCode, body: response.json() }
  }
  const duePick = (user: FixtureUser) => call(user, 'GET', '/api/v1/exercises/random?dueForReview=true')

  it('schedules a wrong answer, serves it on its day, and a right answer then pushes it further out', async () => {
    const student = await insertUser(db, { customer: true, tokens: 5 })
    const [missed] = bank.exercises

    expect((await answer(student, missed!.wrongAnswerId)).statusCode).toBe(201)
    const first = await cardOf(student, missed!.id)
    expect(first).toMatchObject({ reps: 1, lapses: 0, lastReview: clock })
    // Due again within days, not now and not in months.
    expect(first!.due.getTime()).toBeGreaterThan(clock.getTime())
    expect(first!.due.getTime()).toBeLessThanOrEqual(clock.getTime() + 7 * DAY)
    expect(await dueCount(student, student.userId)).toEqual({ status: 200, body: { due: 0 } })
    const notYet = await duePick(student)
    expect(notYet.statusCode).toBe(200)
    expect(notYet.json().review).toBe(false)

    // The scheduled day comes: the review is due, and the due pick serves it first.
    clock = first!.due
    expect(await dueCount(student, student.userId)).toEqual({ status: 200, body: { due: 1 } })
    const served = await duePick(student)
    expect(served.statusCode).toBe(200)
    expect(served.json()).toMatchObject({ id: missed!.id, review: true })
    // Without the mode the pick says nothing about reviews (the same DTO as before).
    expect((await call(student, 'GET', '/api/v1/exercises/random')).json()).not.toHaveProperty('review')

    // Right on review: the next review is later than the first interval.
    expect((await answer(student, missed!.correctAnswerId)).statusCode).toBe(201)
    const second = await cardOf(student, missed!.id)
    expect(second).toMatchObject({ reps: 2, lapses: 0, lastReview: clock })
    expect(second!.due.getTime() - clock.getTime()).toBeGreaterThan(
      first!.due.getTime() - first!.lastReview!.getTime(),
    )
    expect(await dueCount(student, student.userId)).toEqual({ status: 200, body: { due: 0 } })

    // Wrong again once due: a lapse brings it back sooner than a right answer would have.
    clock = second!.due
    expect((await answer(student, missed!.wrongAnswerId)).statusCode).toBe(201)
    const third = await cardOf(student, missed!.id)
    expect(third).toMatchObject({ reps: 3, lapses: 1 })
    expect(third!.due.getTime() - clock.getTime()).toBeLessThan(second!.due.getTime() - first!.due.getTime())
  })

  it('creates nothing for a right answer to an exercise never missed', async () => {
    const student = await insertUser(db, { customer: true, tokens: 5 })
    expect((await answer(student, bank.exercises[1]!.correctAnswerId)).statusCode).toBe(201)
    expect(await cardsOf(student)).toEqual([])
  })

  it('counts exam answers too: each wrong one is scheduled, the right ones are not', async () => {
    const student = await insertUser(db, { customer: true, tokens: 5 })
    const exam = await insertExam(db, { exerciseCount: 4 })
    expect(
      (await call(student, 'POST', '/api/v1/attempts', submissionFor(exam, { correct: 1 }))).statusCode,
    ).toBe(201)
    const scheduled = (await cardsOf(student)).map((card) => card.exerciseId).sort()
    expect(scheduled).toEqual(
      exam.exercises
        .slice(1)
        .map((exercise) => exercise.id)
        .sort(),
    )

    clock = new Date(clock.getTime() + 30 * DAY)
    expect(await dueCount(student, student.userId)).toEqual({ status: 200, body: { due: 3 } })
  })

  it('reviews in an exam the cards it meets, as answers one by one would: right ones out, wrong ones lapse', async () => {
    const student = await insertUser(db, { customer: true, tokens: 5 })
    const exam = await insertExam(db, { exerciseCount: 4 })
    // The first sitting: the first exercise right, the other three wrong (three cards).
    expect(
      (await call(student, 'POST', '/api/v1/attempts', submissionFor(exam, { correct: 1 }))).statusCode,
    ).toBe(201)
    const before = new Map((await cardsOf(student)).map((card) => [card.exerciseId, card]))
    // A month later: the first two right, the last two wrong.
    clock = new Date(clock.getTime() + 30 * DAY)
    expect(
      (await call(student, 'POST', '/api/v1/attempts', submissionFor(exam, { correct: 2 }))).statusCode,
    ).toBe(201)
    const after = new Map((await cardsOf(student)).map((card) => [card.exerciseId, card]))
    const [neverMissed, nowRight, stillWrong, alsoWrong] = exam.exercises.map((exercise) => exercise.id)
    expect(after.has(neverMissed!)).toBe(false)
    expect(after.get(nowRight!)).toMatchObject({ reps: 2, lapses: 0, lastReview: clock })
    for (const id of [stillWrong!, alsoWrong!])
      expect(after.get(id)).toMatchObject({ reps: 2, lapses: 1, lastReview: clock })
    // The same card reviewed alone by a practice answer gives the same schedule.
    const alone = await insertUser(db, { customer: true, tokens: 5 })
    clock = new Date('2026-03-02T09:00:00Z')
    await answer(alone, exam.exercises[1]!.wrongAnswerId)
    clock = new Date(clock.getTime() + 30 * DAY)
    await answer(alone, exam.exercises[1]!.correctAnswerId)
    const { userId: _one, ...inExam } = after.get(nowRight!)!
    const { userId: _other, ...byItself } = (await cardOf(alone, nowRight!))!
    expect(inExam).toEqual(byItself)
    expect(after.get(nowRight!)!.due.getTime()).toBeGreaterThan(after.get(stillWrong!)!.due.getTime())
    expect(before.get(nowRight!)!.reps).toBe(1)
  })

  it('reviews each card twice when the same exam is submitted twice at once', async () => {
    const student = await insertUser(db, { customer: true, tokens: 5 })
    const exam = await insertExam(db, { exerciseCount: 3 })
    const responses = await Promise.all([
      call(student, 'POST', '/api/v1/attempts', submissionFor(exam, { correct: 0 })),
      call(student, 'POST', '/api/v1/attempts', submissionFor(exam, { correct: 0 })),
    ])
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201])
    const cards = await cardsOf(student)
    expect(cards).toHaveLength(3)
    for (const card of cards) expect(card).toMatchObject({ reps: 2 })
  })

  it('serves the review due earliest first, within the filter', async () => {
    const student = await insertUser(db, { customer: true, tokens: 5 })
    const [early, late] = [bank.exercises[2]!, bank.exercises[3]!]
    await answer(student, early.wrongAnswerId)
    clock = new Date(clock.getTime() + DAY / 2)
    await answer(student, late.wrongAnswerId)
    clock = new Date(clock.getTime() + 30 * DAY)
    expect((await duePick(student)).json()).toMatchObject({ id: early.id, review: true })
    // A filter no review matches falls back to a normal pick.
    const other = await call(student, 'GET', '/api/v1/exercises/random?dueForReview=true&examType=GRAMMAR')
    expect(other.statusCode).toBe(404)
  })

  it('keeps one card when the same mistake arrives twice at once', async () => {
    const student = await insertUser(db, { customer: true, tokens: 5 })
    const exercise = bank.exercises[4]!
    const responses = await Promise.all([
      answer(student, exercise.wrongAnswerId),
      answer(student, exercise.wrongAnswerId),
    ])
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201])
    const cards = await cardsOf(student)
    expect(cards).toHaveLength(1)
    expect(cards[0]).toMatchObject({ reps: 2 })
  })

  it('marks a practice answer to a due review as a review, in the answer and in the history', async () => {
    const student = await insertUser(db, { customer: true, tokens: 5 })
    const [missed, other] = [bank.exercises[0]!, bank.exercises[1]!]
    const reviewOf = async (answerId: string) => {
      const response = await answer(student, answerId)
      expect(response.statusCode).toBe(201)
      return response.json().review
    }

    // The first mistake, and the same exercise again before it is due: not reviews.
    expect(await reviewOf(missed.wrongAnswerId)).toBe(false)
    expect(await reviewOf(missed.correctAnswerId)).toBe(false)
    const card = await cardOf(student, missed.id)

    // On its day: answering it is a review; another exercise, and the same one once rescheduled, are not.
    clock = card!.due
    expect(await reviewOf(missed.correctAnswerId)).toBe(true)
    expect(await reviewOf(other.wrongAnswerId)).toBe(false)
    expect(await reviewOf(missed.correctAnswerId)).toBe(false)

    const history = await call(student, 'GET', '/api/v1/interactive-attempts')
    expect(history.statusCode).toBe(200)
    const flags = (history.json() as { exercise: { id: string }; review: boolean }[]).map((attempt) => [
      attempt.exercise.id,
      attempt.review,
    ])
    // Newest first.
    expect(flags).toEqual([
      [missed.id, false],
      [other.id, false],
      [missed.id, true],
      [missed.id, false],
      [missed.id, false],
    ])
  })

  describe('GET /v1/users/:userId/reviews/due-count', () => {
    it('is for the user, their teacher and administrators', async () => {
      const teacher = await insertUser(db)
      const student = await insertUser(db, { customer: true, tokens: 5, teacherId: teacher.userId })
      const classmate = await insertUser(db, { customer: true })
      const admin = await insertAdmin(db)
      await answer(student, bank.exercises[5]!.wrongAnswerId)
      clock = new Date(clock.getTime() + 30 * DAY)

      expect(await dueCount(teacher, student.userId)).toEqual({ status: 200, body: { due: 1 } })
      expect(await dueCount(admin, student.userId)).toEqual({ status: 200, body: { due: 1 } })
      expect((await dueCount(classmate, student.userId)).status).toBe(403)
      expect((await dueCount(student, teacher.userId)).status).toBe(403)
      expect((await dueCount(null, student.userId)).status).toBe(401)
      expect((await dueCount(admin, randomUUID())).status).toBe(404)
      expect((await dueCount(student, 'not-a-uuid')).status).toBe(400)
    })
  })
})
