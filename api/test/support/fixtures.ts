import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { seededShuffle } from '@grile/shared/contract'
import type { Database } from '../../src/db/client'
import { answers, examExercises, exams, exercises, users } from '../../src/db/schema/index'
import type { TestApp } from './test-app'

/** The default administrator address (ADMIN_EMAILS). */
export const ADMIN_EMAIL = 'admin@grile.ro'

export interface FixtureUser {
  userId: string
  email: string
  name: string
}

export interface UserOptions {
  tokens?: number
  customer?: boolean
  teacherId?: string | null
  interactiveAttemptsLeftInToken?: number
  email?: string
  name?: string
  rating?: number
}

/** A user row as sign-in-up (and later purchases) leave it. */
export async function insertUser(db: Database, options: UserOptions = {}): Promise<FixtureUser> {
  const userId = randomUUID()
  const email = options.email ?? `user-${userId.slice(0, 8)}@example.test`
  const name = options.name ?? `User ${userId.slice(0, 4)}`
  await db.insert(users).values({
    id: userId,
    email,
    name,
    tokens: options.tokens ?? 10,
    customer: options.customer ?? false,
    teacherId: options.teacherId ?? null,
    interactiveAttemptsLeftInToken: options.interactiveAttemptsLeftInToken ?? 0,
    ...(options.rating === undefined ? {} : { rating: options.rating }),
  })
  return { userId, email, name }
}

export const insertAdmin = (db: Database, options: UserOptions = {}) =>
  insertUser(db, { email: ADMIN_EMAIL, customer: true, tokens: 100, ...options })

export interface FixtureExercise {
  id: string
  question: string
  /** Canonical order a) to d). */
  answerIds: string[]
  correctAnswerId: string
  wrongAnswerId: string
}

export interface FixtureExam {
  id: string
  title: string
  /** Canonical order. */
  exercises: FixtureExercise[]
}

export interface ExamOptions {
  exerciseCount?: number
  forCustomersOnly?: boolean
  /** Makes it a generated (private) exam of this user. */
  ownerUserId?: string
  exercisesForCustomersOnly?: boolean
  title?: string
}

/** An exam of 30 (or `exerciseCount`) new exercises, each with four answers of which one is correct. */
export async function insertExam(db: Database, options: ExamOptions = {}): Promise<FixtureExam> {
  const title = options.title ?? `Exam ${randomUUID().slice(0, 6)}`
  const [exam] = await db
    .insert(exams)
    .values({
      title,
      examTarget: 'ACADEMY',
      examType: 'GENERAL',
      difficulty: 'MEDIUM',
      forCustomersOnly: options.forCustomersOnly ?? false,
      ownerUserId: options.ownerUserId ?? null,
    })
    .returning({ id: exams.id })
  const fixtureExercises: FixtureExercise[] = []
  for (let position = 0; position < (options.exerciseCount ?? 30); position++) {
    const question = `${title}: question ${position + 1}?`
    const [exercise] = await db
      .insert(exercises)
      .values({
        question,
        examTarget: 'ACADEMY',
        examType: 'GENERAL',
        difficulty: 'MEDIUM',
        forCustomersOnly: options.exercisesForCustomersOnly ?? false,
      })
      .returning({ id: exercises.id })
    const correctPosition = position % 4
    const inserted = await db
      .insert(answers)
      .values(
        [0, 1, 2, 3].map((answerPosition) => ({
          exerciseId: exercise!.id,
          position: answerPosition,
          text: `answer ${'abcd'[answerPosition]} of ${position + 1}`,
          correct: answerPosition === correctPosition,
        })),
      )
      .returning({ id: answers.id, position: answers.position })
    const answerIds = inserted.sort((a, b) => a.position - b.position).map((row) => row.id)
    await db.insert(examExercises).values({ examId: exam!.id, exerciseId: exercise!.id, position })
    fixtureExercises.push({
      id: exercise!.id,
      question,
      answerIds,
      correctAnswerId: answerIds[correctPosition]!,
      wrongAnswerId: answerIds[(correctPosition + 1) % 4]!,
    })
  }
  return { id: exam!.id, title, exercises: fixtureExercises }
}

export interface SubmissionOptions {
  /** How many exercises (in canonical order) get their correct answer; the rest a wrong one. */
  correct?: number
  sessionId?: string
  exercisesShuffleSeed?: number
  durationInSeconds?: number
}

/**
 * A complete submission as the attempt page sends it: choices in the order the seed shows the
 * exercises, each with its own answers seed.
 */
export function submissionFor(exam: FixtureExam, options: SubmissionOptions = {}) {
  const correct = options.correct ?? exam.exercises.length
  const seed = options.exercisesShuffleSeed ?? 12345
  const picks = exam.exercises.map((exercise, i) => ({
    answerId: i < correct ? exercise.correctAnswerId : exercise.wrongAnswerId,
    answersShuffleSeed: 1000 + i,
  }))
  return {
    sessionId: options.sessionId ?? randomUUID(),
    examId: exam.id,
    exercisesShuffleSeed: seed,
    durationInSeconds: options.durationInSeconds ?? 600,
    choices: seededShuffle(picks, seed),
  }
}

export async function userRow(db: Database, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId))
  if (!row) throw new Error(`No user ${userId}`)
  return row
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Request helpers bound to a test app: `call(user, …)` sends as that user (null: anonymous). */
export function requester(t: TestApp) {
  const headersOf = async (user: FixtureUser | null): Promise<Record<string, string>> =>
    user ? t.authHeader({ userId: user.userId, email: user.email, name: user.name }) : {}
  return {
    async call(user: FixtureUser | null, method: Method, url: string, payload?: unknown) {
      const headers = await headersOf(user)
      if (payload === undefined) return t.app.inject({ method, url, headers })
      return t.app.inject({
        method,
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      })
    },
  }
}
