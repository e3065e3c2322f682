import { and, asc, count, desc, eq, exists, inArray, isNull, lte, not, sql, type SQL } from 'drizzle-orm'
import {
  newShuffleSeed,
  seededShuffle,
  type ExerciseDto,
  type ExerciseOfTheDayDto,
  type RandomExerciseDto,
  type exercises as exercisesContract,
} from '@grile/shared/contract'
import type { z } from 'zod'
import type { Database } from '../db/client'
import {
  answers,
  exerciseProgress,
  exercises,
  interactiveAttempts,
  passages,
  reviewCards,
} from '../db/schema/index'
import { notFound } from '../lib/problems'
import { assertTopicsExist } from './exam-service'
import { canAttemptExercise, loadLearner, type Learner } from './learner-rules'
import { pickAtLevel } from './level-pick'
import { passageColumns, passageOf } from './passages'
import { INITIAL_RATING } from './rating-service'
import { inSyllabusOf } from './syllabus'

export type RandomExerciseQuery = z.output<typeof exercisesContract.randomExerciseQuerySchema>

/** The calendar day of the exercise of the day (docs/product-rules.md#exercise-of-the-day). */
export const EXERCISE_OF_THE_DAY_TIME_ZONE = 'Europe/Bucharest'

/** The random pick skips at most this many of the user's latest answers (the interactive history's size). */
export const RECENT_EXERCISES_AVOIDED = 30

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: EXERCISE_OF_THE_DAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** `YYYY-MM-DD` of an instant in Bucharest. */
export function bucharestDay(instant: Date): string {
  return dayFormat.format(instant)
}

/** A positive 31-bit seed from a text (FNV-1a), so everyone sees today's answers in the same order. */
export function seedFromText(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return ((hash >>> 0) % 0x7ffffffe) + 1
}

export interface ExerciseServiceOptions {
  /** The clock (tests move it across Bucharest midnight). */
  now?: () => Date
}

export function createExerciseService(db: Database, options: ExerciseServiceOptions = {}) {
  const now = options.now ?? (() => new Date())

  async function toExercise(
    exerciseId: string,
    learner: Learner | undefined,
    answersShuffleSeed: number,
  ): Promise<ExerciseDto> {
    const rows = await db
      .select({
        question: exercises.question,
        ...passageColumns,
        forCustomersOnly: exercises.forCustomersOnly,
        answerId: answers.id,
        text: answers.text,
      })
      .from(exercises)
      .leftJoin(passages, eq(passages.id, exercises.passageId))
      .innerJoin(answers, eq(answers.exerciseId, exercises.id))
      .where(eq(exercises.id, exerciseId))
      .orderBy(asc(answers.position))
    const first = rows[0]
    if (!first) throw notFound(`There is no exercise with id ${exerciseId}.`)
    // Only id and text are selected at all: the correct flag is never read for these views.
    const canonical = rows.map((row) => ({ id: row.answerId, text: row.text }))
    return {
      id: exerciseId,
      question: first.question,
      passage: passageOf(first),
      answers: seededShuffle(canonical, answersShuffleSeed),
      answersShuffleSeed,
      canAttemptExercise: canAttemptExercise(learner, first),
    }
  }

  return {
    async countExercises(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(exercises)
      return row?.total ?? 0
    },

    /**
     * One exercise open to non-customers per Bucharest day, the same for everyone: the one whose hash with
     * the day is smallest, so adding exercises rarely changes the day's pick. Counts are that day's
     * interactive answers to it. Questions on a reading text are left to exams and practice: the home's card
     * is a one-minute exercise.
     */
    async exerciseOfTheDay(userId: string | undefined): Promise<ExerciseOfTheDayDto> {
      const day = bucharestDay(now())
      const [picked] = await db
        .select({ id: exercises.id })
        .from(exercises)
        .where(and(eq(exercises.forCustomersOnly, false), isNull(exercises.passageId)))
        .orderBy(sql`md5(${day} || ${exercises.id}::text)`)
        .limit(1)
      if (!picked) throw notFound('There is no exercise of the day.')

      const dayStart = sql`(${day}::date)::timestamp at time zone ${EXERCISE_OF_THE_DAY_TIME_ZONE}`
      const dayEnd = sql`(${day}::date + 1)::timestamp at time zone ${EXERCISE_OF_THE_DAY_TIME_ZONE}`
      const [[counts], learner] = await Promise.all([
        db
          .select({
            successful: sql<number>`count(*) filter (where ${interactiveAttempts.correct})`.mapWith(Number),
            failed: sql<number>`count(*) filter (where not ${interactiveAttempts.correct})`.mapWith(Number),
          })
          .from(interactiveAttempts)
          .where(
            and(
              eq(interactiveAttempts.exerciseId, picked.id),
              sql`${interactiveAttempts.createdAt} >= ${dayStart}`,
              sql`${interactiveAttempts.createdAt} < ${dayEnd}`,
            ),
          ),
        userId ? loadLearner(db, userId) : Promise.resolve(undefined),
      ])
      return {
        exercise: await toExercise(picked.id, learner, seedFromText(`${day}:${picked.id}`)),
        successfulCount: counts?.successful ?? 0,
        failedCount: counts?.failed ?? 0,
      }
    },

    /**
     * With dueForReview, the matching review due earliest (`review: true`), else as without it. Otherwise the
     * pick at the user's level among the exercises matching the filter (level-pick.ts), leaving out the user's
     * most recently answered ones among them (at most half of the matches, so a small pool still rotates).
     * Non-customers practise only open exercises, filtered by target alone.
     */
    async randomExercise(userId: string, query: RandomExerciseQuery): Promise<RandomExerciseDto> {
      const learner = await loadLearner(db, userId)
      const customer = learner?.customer ?? false
      const topicIds = [...new Set(query.materialTopicIds ?? [])]
      if (customer) {
        await assertTopicsExist(
          db,
          'query.materialTopicId',
          query.materialTopicId ? [query.materialTopicId] : [],
        )
        await assertTopicsExist(db, 'query.materialTopicIds', topicIds)
      }
      const attemptedByUser = exists(
        db
          .select({ one: sql`1` })
          .from(exerciseProgress)
          .where(and(eq(exerciseProgress.userId, userId), eq(exerciseProgress.exerciseId, exercises.id))),
      )
      const filters: (SQL | undefined)[] = [
        query.examTarget ? inSyllabusOf(query.examTarget, exercises) : undefined,
      ]
      if (!customer) filters.push(eq(exercises.forCustomersOnly, false))
      else {
        filters.push(
          query.examType ? eq(exercises.examType, query.examType) : undefined,
          query.difficulty ? eq(exercises.difficulty, query.difficulty) : undefined,
          query.materialTopicId ? eq(exercises.materialTopicId, query.materialTopicId) : undefined,
          topicIds.length ? inArray(exercises.materialTopicId, topicIds) : undefined,
          query.onlyNotAttemptedByUser ? not(attemptedByUser) : undefined,
          query.onlyMistakes
            ? exists(
                db
                  .select({ one: sql`1` })
                  .from(exerciseProgress)
                  .where(
                    and(
                      eq(exerciseProgress.userId, userId),
                      eq(exerciseProgress.exerciseId, exercises.id),
                      eq(exerciseProgress.lastCorrect, false),
                    ),
                  ),
              )
            : undefined,
        )
      }
      const matching = and(...filters)

      if (query.dueForReview) {
        // The review due earliest among the matching exercises (docs/product-rules.md#review-of-mistakes).
        const [due] = await db
          .select({ id: exercises.id })
          .from(reviewCards)
          .innerJoin(exercises, eq(exercises.id, reviewCards.exerciseId))
          .where(and(eq(reviewCards.userId, userId), lte(reviewCards.due, now()), matching))
          .orderBy(asc(reviewCards.due), asc(reviewCards.exerciseId))
          .limit(1)
        if (due) return { ...(await toExercise(due.id, learner, newShuffleSeed())), review: true }
      }

      // Counting up to twice the avoided answers is enough to keep at most half of the matches out.
      const [counted] = await db.select({ total: count() }).from(
        db
          .select({ one: sql`1` })
          .from(exercises)
          .where(matching)
          .limit(2 * RECENT_EXERCISES_AVOIDED)
          .as('matches'),
      )
      const total = counted?.total ?? 0
      if (!total) throw notFound('No exercise could be found. Please change the filter!')
      const avoided = Math.min(RECENT_EXERCISES_AVOIDED, Math.floor(total / 2))
      const recentlyAnswered = avoided
        ? await db
            .select({ id: exerciseProgress.exerciseId })
            .from(exerciseProgress)
            .innerJoin(exercises, eq(exercises.id, exerciseProgress.exerciseId))
            .where(and(eq(exerciseProgress.userId, userId), matching))
            .orderBy(desc(exerciseProgress.lastAnsweredAt))
            .limit(avoided)
        : []
      const [picked] = await pickAtLevel(db, {
        where: matching,
        rating: learner?.rating ?? INITIAL_RATING.rating,
        exclude: recentlyAnswered.map((row) => row.id),
      })
      if (!picked) throw notFound('No exercise could be found. Please change the filter!')
      const exercise = await toExercise(picked, learner, newShuffleSeed())
      return query.dueForReview ? { ...exercise, review: false } : exercise
    },
  }
}
