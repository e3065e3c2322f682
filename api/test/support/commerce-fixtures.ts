import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../../src/db/client'
import {
  answers,
  attempts,
  choices,
  exams,
  examExercises,
  exercises,
  interactiveAttempts,
  materials,
  materialTopics,
  offers,
  users,
} from '../../src/db/schema/index'
import type { TestApp } from './test-app'

/** A signed-in caller: the claims its token carries and the header to send. */
export interface Caller {
  userId: string
  email: string
  headers: { authorization: string }
}

export interface UserOptions {
  email?: string
  tokens?: number
  customer?: boolean
  teacherId?: string | null
  /** No users row: signed in at the identity provider but never called sign-in-up. */
  withoutProfile?: boolean
}

const short = () => randomUUID().slice(0, 8)

/** A user row as sign-in-up leaves it, with a valid access token. */
export async function createCaller(t: TestApp, options: UserOptions = {}): Promise<Caller> {
  const userId = randomUUID()
  const email = options.email ?? `buyer-${short()}@example.test`
  if (!options.withoutProfile) {
    await t.database.db.insert(users).values({
      id: userId,
      email,
      name: 'Test Buyer',
      tokens: options.tokens ?? 10,
      customer: options.customer ?? false,
      teacherId: options.teacherId ?? null,
    })
  }
  return { userId, email, headers: await t.authHeader({ userId, email }) }
}

/** The administrator of the default configuration (ADMIN_EMAILS=admin@grile.ro). */
export function createAdmin(t: TestApp): Promise<Caller> {
  return createCaller(t, { email: 'admin@grile.ro', tokens: 100, customer: true })
}

export async function userRow(db: Database, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId))
  if (!row) throw new Error(`No user ${userId}`)
  return row
}

export async function createTopic(
  db: Database,
  name = `Topic ${short()}`,
): Promise<{ id: string; name: string }> {
  const [topic] = await db.insert(materialTopics).values({ name }).returning()
  if (!topic) throw new Error('topic not created')
  return { id: topic.id, name: topic.name }
}

export async function createMaterial(
  db: Database,
  options: { topicId: string; title?: string; content?: string },
): Promise<{ id: string; title: string }> {
  const [material] = await db
    .insert(materials)
    .values({
      topicId: options.topicId,
      title: options.title ?? `Lesson ${short()}`,
      content: options.content ?? '<p>Lesson</p>',
    })
    .returning()
  if (!material) throw new Error('material not created')
  return { id: material.id, title: material.title }
}

export interface OfferOptions {
  name?: string
  itemType?: 'TOKEN' | 'LESSON'
  quantity?: number
  priceTotal?: number
  istoricescuDucats?: number | null
  active?: boolean
  position?: number
}

export async function createOffer(db: Database, options: OfferOptions = {}) {
  const [offer] = await db
    .insert(offers)
    .values({
      name: options.name ?? '10 tokens',
      itemType: options.itemType ?? 'TOKEN',
      quantity: options.quantity ?? 10,
      priceTotal: options.priceTotal ?? 25,
      istoricescuDucats: options.istoricescuDucats ?? null,
      active: options.active === false ? 0 : 1,
      position: options.position ?? 0,
    })
    .returning()
  if (!offer) throw new Error('offer not created')
  return offer
}

export interface ExerciseFixture {
  id: string
  question: string
  /** Canonical order; index `correct` is the right one. */
  answerIds: string[]
  answerTexts: string[]
  correct: number
}

export async function createExercise(
  db: Database,
  options: Partial<{
    question: string
    answers: string[]
    correct: number
    explanation: string
    materialTopicId: string
  }> = {},
): Promise<ExerciseFixture> {
  const question = options.question ?? `If I ___ you, I would report it (${short()}).`
  const texts = options.answers ?? ['am', 'were', 'will be', 'had been']
  const correct = options.correct ?? 1
  const [exercise] = await db
    .insert(exercises)
    .values({
      question,
      explanation: options.explanation ?? "A second conditional uses 'were' in the if-clause.",
      examTarget: 'ACADEMY',
      examType: options.materialTopicId ? 'GRAMMAR' : 'GENERAL',
      difficulty: 'MEDIUM',
      materialTopicId: options.materialTopicId ?? null,
    })
    .returning({ id: exercises.id })
  if (!exercise) throw new Error('exercise not created')
  const rows = await db
    .insert(answers)
    .values(
      texts.map((text, position) => ({
        exerciseId: exercise.id,
        position,
        text,
        correct: position === correct,
      })),
    )
    .returning({ id: answers.id, position: answers.position })
  const answerIds = rows.sort((a, b) => a.position - b.position).map((row) => row.id)
  return { id: exercise.id, question, answerIds, answerTexts: texts, correct }
}

/** A finished exam attempt of `userId` with one choice (answer index `chosen`) on the exercise. */
export async function createChoice(
  db: Database,
  options: { userId: string; exercise: ExerciseFixture; chosen: number },
): Promise<{ attemptId: string; choiceId: string }> {
  const [exam] = await db
    .insert(exams)
    .values({ title: `Exam ${short()}`, examTarget: 'ACADEMY', examType: 'GENERAL', difficulty: 'MEDIUM' })
    .returning({ id: exams.id })
  if (!exam) throw new Error('exam not created')
  await db.insert(examExercises).values({ examId: exam.id, exerciseId: options.exercise.id, position: 0 })
  const correct = options.chosen === options.exercise.correct
  const [attempt] = await db
    .insert(attempts)
    .values({
      userId: options.userId,
      examId: exam.id,
      sessionId: randomUUID(),
      exercisesShuffleSeed: 1,
      grade: correct ? 10 : 1,
      correctChoicesCount: correct ? 1 : 0,
      incorrectChoicesCount: correct ? 0 : 1,
      durationInSeconds: 60,
    })
    .returning({ id: attempts.id })
  if (!attempt) throw new Error('attempt not created')
  const [choice] = await db
    .insert(choices)
    .values({
      attemptId: attempt.id,
      exerciseId: options.exercise.id,
      answerId: options.exercise.answerIds[options.chosen] as string,
      answersShuffleSeed: 1,
      position: 0,
      correct,
    })
    .returning({ id: choices.id })
  if (!choice) throw new Error('choice not created')
  return { attemptId: attempt.id, choiceId: choice.id }
}

export async function createInteractiveAttempt(
  db: Database,
  options: { userId: string; exercise: ExerciseFixture; chosen: number },
): Promise<string> {
  const [attempt] = await db
    .insert(interactiveAttempts)
    .values({
      userId: options.userId,
      exerciseId: options.exercise.id,
      answerId: options.exercise.answerIds[options.chosen] as string,
      answersShuffleSeed: 1,
      sessionId: randomUUID(),
      correct: options.chosen === options.exercise.correct,
    })
    .returning({ id: interactiveAttempts.id })
  if (!attempt) throw new Error('interactive attempt not created')
  return attempt.id
}

/** A valid 180-line exam text: question n, answers "n-a" … "n-d", correct letter cycling a to d. */
export function examTextLines(): string[] {
  return Array.from({ length: 30 }, (_, n) => [
    `Question number ${n + 1} asks about ___ grammar.`,
    `a) answer ${n + 1}a`,
    `b) answer ${n + 1}b`,
    `c) answer ${n + 1}c`,
    `d) answer ${n + 1}d`,
    'abcd'[n % 4] as string,
  ]).flat()
}

export const examText = () => examTextLines().join('\n')
