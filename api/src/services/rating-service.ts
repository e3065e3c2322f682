import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { Glicko2 } from 'glicko2'
import type { Executor } from '../db/client'
import { exerciseProgress, exercises, users } from '../db/schema/index'
import { notFound } from '../lib/problems'

/** A Glicko-2 rating on the usual (Glicko-1) scale. */
export interface Rating {
  rating: number
  ratingDeviation: number
  ratingVolatility: number
}

export const INITIAL_RATING: Rating = { rating: 1500, ratingDeviation: 350, ratingVolatility: 0.06 }
/** The system constant τ; 0.5 is the value of Glickman's worked example, inside his advised 0.3–1.2. */
export const GLICKO_TAU = 0.5

export interface Game {
  opponent: Rating
  /** The player's score: 1 win, 0.5 draw, 0 loss. */
  score: number
}

/**
 * One Glicko-2 rating period: the player meets every opponent once; each opponent meets only the
 * player. Returns the new ratings of the player and of the opponents, in order.
 */
export function rateGames(player: Rating, games: readonly Game[]): { player: Rating; opponents: Rating[] } {
  const glicko = new Glicko2({
    tau: GLICKO_TAU,
    rating: INITIAL_RATING.rating,
    rd: INITIAL_RATING.ratingDeviation,
    vol: INITIAL_RATING.ratingVolatility,
  })
  const toPlayer = (r: Rating) => glicko.makePlayer(r.rating, r.ratingDeviation, r.ratingVolatility)
  const self = toPlayer(player)
  const opponents = games.map((game) => toPlayer(game.opponent))
  glicko.updateRatings(games.map((game, i) => [self, opponents[i]!, game.score]))
  const toRating = (p: ReturnType<typeof toPlayer>): Rating => ({
    rating: p.getRating(),
    ratingDeviation: p.getRd(),
    ratingVolatility: p.getVol(),
  })
  return { player: toRating(self), opponents: opponents.map(toRating) }
}

/** The rating users see. */
export const shownRating = (rating: number) => Math.round(rating)

export interface AnswerOutcome {
  exerciseId: string
  correct: boolean
}

/**
 * Records answers of a user (exam or interactive) in exercise_progress and rates the FIRST answer of
 * the user to each exercise: one rating period in which the user meets each such exercise once.
 * Must run inside the transaction that stores the answers. Rows are locked user first, then
 * exercises by id, so concurrent submissions serialise instead of losing updates or deadlocking;
 * NO KEY UPDATE locks do not collide with the key-share locks the foreign keys of the inserts take.
 */
export async function recordAnswers(
  tx: Executor,
  userId: string,
  outcomes: readonly AnswerOutcome[],
): Promise<void> {
  const byExercise = new Map(outcomes.map((outcome) => [outcome.exerciseId, outcome.correct]))
  if (byExercise.size === 0) return

  const [user] = await tx
    .select({
      rating: users.rating,
      ratingDeviation: users.ratingDeviation,
      ratingVolatility: users.ratingVolatility,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update')
  if (!user) throw notFound('The user does not exist.')

  const inserted = await tx
    .insert(exerciseProgress)
    .values([...byExercise].map(([exerciseId, correct]) => ({ userId, exerciseId, lastCorrect: correct })))
    .onConflictDoNothing()
    .returning({ exerciseId: exerciseProgress.exerciseId })
  const firstAnswered = new Set(inserted.map((row) => row.exerciseId))

  for (const correct of [true, false]) {
    const again = [...byExercise]
      .filter(([id, c]) => c === correct && !firstAnswered.has(id))
      .map(([id]) => id)
    if (again.length === 0) continue
    await tx
      .update(exerciseProgress)
      .set({ lastAnsweredAt: sql`now()`, lastCorrect: correct })
      .where(and(eq(exerciseProgress.userId, userId), inArray(exerciseProgress.exerciseId, again)))
  }

  if (firstAnswered.size === 0) return
  const rated = await tx
    .select({
      id: exercises.id,
      rating: exercises.rating,
      ratingDeviation: exercises.ratingDeviation,
      ratingVolatility: exercises.ratingVolatility,
    })
    .from(exercises)
    .where(inArray(exercises.id, [...firstAnswered]))
    .orderBy(asc(exercises.id))
    .for('no key update')

  const result = rateGames(
    user,
    rated.map((exercise) => ({ opponent: exercise, score: byExercise.get(exercise.id) ? 1 : 0 })),
  )
  const { rating, ratingDeviation, ratingVolatility } = result.player
  await tx.update(users).set({ rating, ratingDeviation, ratingVolatility }).where(eq(users.id, userId))
  for (const [i, exercise] of rated.entries()) {
    await tx.update(exercises).set(result.opponents[i]!).where(eq(exercises.id, exercise.id))
  }
}
