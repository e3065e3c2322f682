import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import type { Database } from '../../src/db/client'
import { attempts, choices, exercises, interactiveAttempts } from '../../src/db/schema/index'
import { INITIAL_RATING, rateGames, type Rating } from '../../src/services/rating-service'
import { createTestApp, type TestApp } from '../support/test-app'
import {
  insertExam,
  insertUser,
  requester,
  submissionFor,
  userRow,
  type FixtureExam,
} from '../support/fixtures'

/**
 * Simultaneous requests. PGlite runs one transaction at a time, so these only prove something on
 * PostgreSQL (TEST_DATABASE_URL), where a read-then-write would lose tokens or ratings.
 */
// Hundreds of requests per test: on PGlite (one transaction at a time) on a busy machine they take a while.
jest.setTimeout(180_000)

describe('concurrent submissions', () => {
  let t: TestApp
  let db: Database
  let call: ReturnType<typeof requester>['call']
  let exam: FixtureExam

  beforeAll(async () => {
    t = await createTestApp()
    db = t.database.db
    call = requester(t).call
    // The token rules do not depend on the exam's length; the rating tests below use full 30-exercise exams.
    exam = await insertExam(db, { exerciseCount: 5 })
  })
  afterAll(() => t.close())

  /** `requests` session ids drawn from `distinct` sessions, every session used at least once, shuffled. */
  function sessionsFor(requests: number, distinct: number): string[] {
    const sessions = Array.from({ length: distinct }, () => randomUUID())
    const picks = Array.from({ length: requests }, (_, i) => sessions[i % distinct]!)
    return picks.sort(() => Math.random() - 0.5)
  }

  /** Every request of a session got the same answer: one id for all (201) or 402 for all. */
  function outcomesBySession(
    sessions: string[],
    responses: { statusCode: number; json: () => { id?: string } }[],
  ) {
    const bySession = new Map<string, Set<string>>()
    sessions.forEach((session, i) => {
      const response = responses[i]!
      expect([201, 402]).toContain(response.statusCode)
      const outcome = response.statusCode === 201 ? response.json().id! : '402'
      bySession.set(session, (bySession.get(session) ?? new Set()).add(outcome))
    })
    for (const outcomes of bySession.values()) expect(outcomes.size).toBe(1)
    return new Map([...bySession].map(([session, outcomes]) => [session, [...outcomes][0]!]))
  }

  async function storedAttempts(userId: string) {
    return db
      .select({ id: attempts.id, sessionId: attempts.sessionId })
      .from(attempts)
      .where(eq(attempts.userId, userId))
  }

  describe('200 exam submissions at once by one user with 100 tokens', () => {
    it('with 120 distinct sessions: exactly 100 attempts, 0 tokens left, one attempt per session', async () => {
      const user = await insertUser(db, { tokens: 100 })
      const sessions = sessionsFor(200, 120)
      const responses = await Promise.all(
        sessions.map((sessionId) =>
          call(user, 'POST', '/api/v1/attempts', submissionFor(exam, { sessionId, correct: 10 })),
        ),
      )
      const outcomes = outcomesBySession(sessions, responses)
      const stored = await storedAttempts(user.userId)
      expect(stored).toHaveLength(100)
      expect(new Set(stored.map((row) => row.sessionId)).size).toBe(100)
      for (const row of stored) expect(outcomes.get(row.sessionId)).toBe(row.id)
      expect([...outcomes.values()].filter((outcome) => outcome === '402')).toHaveLength(20)
      expect((await userRow(db, user.userId)).tokens).toBe(0)
      const [choiceCount] = await db
        .select({ n: count() })
        .from(choices)
        .innerJoin(attempts, eq(attempts.id, choices.attemptId))
        .where(eq(attempts.userId, user.userId))
      expect(choiceCount!.n).toBe(100 * 5)
    })

    it('with 60 distinct sessions: 60 attempts and exactly 40 tokens left', async () => {
      const user = await insertUser(db, { tokens: 100 })
      const sessions = sessionsFor(200, 60)
      const responses = await Promise.all(
        sessions.map((sessionId) =>
          call(user, 'POST', '/api/v1/attempts', submissionFor(exam, { sessionId })),
        ),
      )
      const outcomes = outcomesBySession(sessions, responses)
      expect([...outcomes.values()]).not.toContain('402')
      const stored = await storedAttempts(user.userId)
      expect(stored).toHaveLength(60)
      expect((await userRow(db, user.userId)).tokens).toBe(40)
    })
  })

  describe('200 interactive answers at once, across token boundaries', () => {
    const answerBody = (sessionId: string, i: number) => {
      const exercise = exam.exercises[i % exam.exercises.length]!
      return { answerId: exercise.correctAnswerId, answersShuffleSeed: 1 + i, sessionId }
    }

    it('150 distinct sessions on 10 answers left + 3 tokens: 150 answers, 0 tokens and 10 answers left', async () => {
      const user = await insertUser(db, { tokens: 3, interactiveAttemptsLeftInToken: 10 })
      const sessions = sessionsFor(200, 150)
      const responses = await Promise.all(
        sessions.map((sessionId, i) =>
          call(user, 'POST', '/api/v1/interactive-attempts', answerBody(sessionId, i)),
        ),
      )
      const outcomes = outcomesBySession(sessions, responses)
      expect([...outcomes.values()]).not.toContain('402')
      const stored = await db
        .select({ n: count() })
        .from(interactiveAttempts)
        .where(eq(interactiveAttempts.userId, user.userId))
      expect(stored[0]!.n).toBe(150)
      // 10 from the open token, then 50 + 50 + 40 from three new ones.
      expect(await userRow(db, user.userId)).toMatchObject({ tokens: 0, interactiveAttemptsLeftInToken: 10 })
    })

    it('80 distinct sessions on 5 answers left + 1 token: exactly 55 answers, then 402', async () => {
      const user = await insertUser(db, { tokens: 1, interactiveAttemptsLeftInToken: 5 })
      const sessions = sessionsFor(200, 80)
      const responses = await Promise.all(
        sessions.map((sessionId, i) =>
          call(user, 'POST', '/api/v1/interactive-attempts', answerBody(sessionId, i)),
        ),
      )
      const outcomes = outcomesBySession(sessions, responses)
      expect([...outcomes.values()].filter((outcome) => outcome === '402')).toHaveLength(25)
      const stored = await db
        .select({ n: count() })
        .from(interactiveAttempts)
        .where(eq(interactiveAttempts.userId, user.userId))
      expect(stored[0]!.n).toBe(55)
      expect(await userRow(db, user.userId)).toMatchObject({ tokens: 0, interactiveAttemptsLeftInToken: 0 })
    })
  })

  describe('ratings under simultaneous first answers', () => {
    /** N identical players beating an exercise one after the other: the order cannot matter. */
    function afterWins(times: number): Rating {
      let exercise = INITIAL_RATING
      for (let i = 0; i < times; i++)
        exercise = rateGames(INITIAL_RATING, [{ opponent: exercise, score: 1 }]).opponents[0]!
      return exercise
    }

    it('20 new users answering the same exercise at once update its rating 20 times, none lost', async () => {
      const fresh = await insertExam(db, { exerciseCount: 1 })
      const players = await Promise.all(Array.from({ length: 20 }, () => insertUser(db, { tokens: 1 })))
      const responses = await Promise.all(
        players.map((player) =>
          call(player, 'POST', '/api/v1/interactive-attempts', {
            answerId: fresh.exercises[0]!.correctAnswerId,
            answersShuffleSeed: 1,
            sessionId: randomUUID(),
          }),
        ),
      )
      expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201))
      const [rated] = await db.select().from(exercises).where(eq(exercises.id, fresh.exercises[0]!.id))
      const expected = afterWins(20)
      expect(rated!.rating).toBeCloseTo(expected.rating, 6)
      expect(rated!.ratingDeviation).toBeCloseTo(expected.ratingDeviation, 6)
    })

    it('15 new users submitting the same 30-exercise exam at once: no deadlock, every exercise rated 15 times', async () => {
      const fresh = await insertExam(db)
      const players = await Promise.all(Array.from({ length: 15 }, () => insertUser(db, { tokens: 1 })))
      const responses = await Promise.all(
        players.map((player, i) =>
          call(player, 'POST', '/api/v1/attempts', submissionFor(fresh, { exercisesShuffleSeed: 1 + i })),
        ),
      )
      expect(responses.map((response) => response.statusCode)).toEqual(Array(15).fill(201))
      // Alone in the period, each exercise meets each user once; a user's 30 games change only the user.
      const expected = afterWins(15)
      const rated = await db.select().from(exercises)
      for (const exercise of fresh.exercises) {
        const row = rated.find((candidate) => candidate.id === exercise.id)!
        expect(row.rating).toBeCloseTo(expected.rating, 6)
      }
    })
  })
})
