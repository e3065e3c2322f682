import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm'
import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs'
import type { Database, Executor } from '../db/client'
import { reviewCards } from '../db/schema/index'
import type { Viewer } from './access-rules'
import { subjectFor } from './learner-rules'
import { notFound } from '../lib/problems'

/**
 * Spaced review of mistakes (docs/decisions/0031-fsrs-review-of-mistakes.md): every exercise a user answers
 * wrong, in an exam or in practice, gets an FSRS card; the scheduler (ts-fsrs, never a hand-written one)
 * says when it is due again. A wrong answer reviews the card as Again (creating it on the first mistake), a
 * right answer on a card as Good, pushing it further out; a right answer on an exercise never missed creates
 * nothing. `recordAnswer` takes the caller's executor so it runs in the transaction that stores the answer.
 */

/**
 * Reviews are scheduled in whole days (no same-day learning steps: a student comes back on a later day, not
 * in ten minutes) and without fuzz, so the same answers give the same days on every database.
 */
const scheduler = fsrs({ enable_short_term: false, enable_fuzz: false })

type CardRow = typeof reviewCards.$inferSelect

function toCard(row: CardRow): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    last_review: row.lastReview ?? undefined,
  }
}

function toColumns(card: Card) {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  }
}

/** The card after one answer at `at`. */
function reviewed(card: Card, correct: boolean, at: Date): Card {
  const grade: Grade = correct ? Rating.Good : Rating.Again
  return scheduler.next(card, at, grade).card
}

/**
 * Records one answer in the user's review schedule. Concurrent answers of the same user to the same
 * exercise cannot both insert: the insert is an upsert that yields to the row already there, which is
 * then locked (FOR UPDATE) and reviewed.
 */
export async function recordAnswer(
  tx: Executor,
  userId: string,
  exerciseId: string,
  correct: boolean,
  at: Date,
): Promise<void> {
  const key = and(eq(reviewCards.userId, userId), eq(reviewCards.exerciseId, exerciseId))
  if (!correct) {
    const first = reviewed(createEmptyCard(at), false, at)
    const [created] = await tx
      .insert(reviewCards)
      .values({ userId, exerciseId, ...toColumns(first) })
      .onConflictDoNothing({ target: [reviewCards.userId, reviewCards.exerciseId] })
      .returning({ userId: reviewCards.userId })
    if (created) return
  }
  const [row] = await tx.select().from(reviewCards).where(key).for('update')
  // A right answer to an exercise never missed: nothing to review.
  if (!row) return
  await tx
    .update(reviewCards)
    .set(toColumns(reviewed(toCard(row), correct, at)))
    .where(key)
}

/** Every column `toColumns` writes, set from the row an upsert proposed (`excluded`). */
const REVIEWED_COLUMNS = Object.fromEntries(
  (Object.keys(toColumns(createEmptyCard())) as (keyof ReturnType<typeof toColumns>)[]).map((key) => [
    key,
    sql.raw(`excluded.${reviewCards[key].name}`),
  ]),
)

/**
 * Records the answers of one submission (an exam's), in a few statements whatever their number: an exam of
 * 30 used to take up to 90 queries, one exercise at a time, and building them held the API's thread (the
 * API bench's exam submissions: 21 a second on PostgreSQL, whatever the connections). The user's cards for
 * these exercises are locked first, in exercise id order (one lock order for everyone); each is reviewed and
 * all are written back in one upsert. First mistakes are inserted together; one that a concurrent answer
 * inserted meanwhile is then reviewed like any card (`recordAnswer`).
 */
export async function recordAnswersForReview(
  tx: Executor,
  userId: string,
  outcomes: readonly { exerciseId: string; correct: boolean }[],
  at: Date,
): Promise<void> {
  const correctById = new Map(outcomes.map((outcome) => [outcome.exerciseId, outcome.correct]))
  if (correctById.size === 0) return
  const exerciseIds = [...correctById.keys()].sort()
  const cards = await tx
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), inArray(reviewCards.exerciseId, exerciseIds)))
    .orderBy(asc(reviewCards.exerciseId))
    .for('update')
  if (cards.length > 0) {
    const reviewedCards = cards.map((row) => ({
      userId,
      exerciseId: row.exerciseId,
      ...toColumns(reviewed(toCard(row), correctById.get(row.exerciseId) ?? false, at)),
    }))
    await tx
      .insert(reviewCards)
      .values(reviewedCards)
      .onConflictDoUpdate({ target: [reviewCards.userId, reviewCards.exerciseId], set: REVIEWED_COLUMNS })
  }
  const carded = new Set(cards.map((row) => row.exerciseId))
  // A right answer to an exercise never missed: nothing to review.
  const firstMistakes = exerciseIds.filter((id) => !carded.has(id) && correctById.get(id) === false)
  if (firstMistakes.length === 0) return
  const first = toColumns(reviewed(createEmptyCard(at), false, at))
  const created = await tx
    .insert(reviewCards)
    .values(firstMistakes.map((exerciseId) => ({ userId, exerciseId, ...first })))
    .onConflictDoNothing({ target: [reviewCards.userId, reviewCards.exerciseId] })
    .returning({ exerciseId: reviewCards.exerciseId })
  const inserted = new Set(created.map((row) => row.exerciseId))
  for (const exerciseId of firstMistakes)
    if (!inserted.has(exerciseId)) await recordAnswer(tx, userId, exerciseId, false, at)
}

export interface ReviewScheduleOptions {
  /** The clock (tests move it to the day a review is due). */
  now?: () => Date
}

export function createReviewSchedule(db: Database, options: ReviewScheduleOptions = {}) {
  const now = options.now ?? (() => new Date())
  return {
    /** How many of the user's reviews are due now or earlier (the user, their teacher or an administrator). */
    async dueCount(viewer: Viewer, userId: string): Promise<{ due: number }> {
      const subject = await subjectFor(db, viewer, userId)
      if (!subject) throw notFound(`There is no user with id ${userId}.`)
      const [row] = await db
        .select({ due: count() })
        .from(reviewCards)
        .where(and(eq(reviewCards.userId, userId), lte(reviewCards.due, now())))
      return { due: row?.due ?? 0 }
    },
  }
}
