import { randomUUID } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../src/db/client'
import {
  answers,
  attempts,
  exams,
  exerciseProgress,
  interactiveAttempts,
  materials,
} from '../../src/db/schema/index'
import { loadSeedContent, type SeedContent } from '../../src/db/seed/seed-content'
import { seedDatabase } from '../../src/db/seed/seed'

let content: Promise<SeedContent> | undefined

/** The shipped content, read once per test file. */
export function shippedContent(): Promise<SeedContent> {
  content ??= loadSeedContent()
  return content
}

/** Loads the shipped question bank, lessons and offers into a test database. */
export async function seedShippedContent(db: Database): Promise<SeedContent> {
  const loaded = await shippedContent()
  await seedDatabase(db, loaded)
  return loaded
}

export async function examIdBySlug(db: Database, slug: string): Promise<string> {
  const [row] = await db.select({ id: exams.id }).from(exams).where(eq(exams.slug, slug))
  if (!row) throw new Error(`No seeded exam ${slug}`)
  return row.id
}

export async function materialBySlug(db: Database, slug: string): Promise<{ id: string; topicId: string }> {
  const [row] = await db
    .select({ id: materials.id, topicId: materials.topicId })
    .from(materials)
    .where(eq(materials.slug, slug))
  if (!row) throw new Error(`No seeded material ${slug}`)
  return row
}

/** An exam attempt as the attempts service stores it (only what the exam list reads). */
export async function recordAttempt(
  db: Database,
  userId: string,
  examId: string,
  grade: number,
  finishedOn = new Date(),
) {
  await db.insert(attempts).values({
    userId,
    examId,
    sessionId: randomUUID(),
    exercisesShuffleSeed: 1,
    grade,
    correctChoicesCount: 0,
    incorrectChoicesCount: 0,
    durationInSeconds: 60,
    finishedOn,
  })
}

export async function recordProgress(
  db: Database,
  userId: string,
  exerciseId: string,
  options: { lastCorrect: boolean; lastAnsweredAt: Date },
) {
  await db.insert(exerciseProgress).values({
    userId,
    exerciseId,
    firstAnsweredAt: options.lastAnsweredAt,
    lastAnsweredAt: options.lastAnsweredAt,
    lastCorrect: options.lastCorrect,
  })
}

/** An interactive answer (right or wrong) at a given moment. */
export async function recordInteractiveAnswer(
  db: Database,
  userId: string,
  exerciseId: string,
  correct: boolean,
  createdAt: Date,
) {
  const rows = await db
    .select()
    .from(answers)
    .where(eq(answers.exerciseId, exerciseId))
    .orderBy(asc(answers.position))
  const answer = rows.find((row) => row.correct === correct)
  if (!answer) throw new Error(`Exercise ${exerciseId} has no ${correct ? 'right' : 'wrong'} answer`)
  await db.insert(interactiveAttempts).values({
    userId,
    exerciseId,
    answerId: answer.id,
    answersShuffleSeed: 1,
    sessionId: randomUUID(),
    correct,
    createdAt,
  })
}

/** Every key named `correct` anywhere in a JSON value, with its path. */
export function correctFlagPaths(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => correctFlagPaths(item, `${path}[${index}]`))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => [
      ...(key === 'correct' ? [`${path}.${key}`] : []),
      ...correctFlagPaths(child, `${path}.${key}`),
    ])
  }
  return []
}
