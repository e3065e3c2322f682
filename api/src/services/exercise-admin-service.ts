import { asc, count, eq, ilike } from 'drizzle-orm'
import {
  PAGE_SIZE,
  newShuffleSeed,
  seededShuffle,
  type ExerciseSearchItemDto,
  type ExerciseWithCorrectDto,
  type admin as adminContract,
} from '@grile/shared/contract'
import type { z } from 'zod'
import type { Database } from '../db/client'
import { answers, exercises, explanationCache } from '../db/schema/index'
import { fieldProblem, notFound } from '../lib/problems'
import type { Viewer } from './access-rules'
import { canAttemptExercise, loadLearner } from './learner-rules'

export type ExerciseUpdate = z.output<typeof adminContract.exerciseUpdateSchema>

export interface Page<T> {
  content: T[]
  page: { totalPages: number; number: number; size: number; totalElements: number }
}

/** The fragment is matched literally: % and _ typed by the admin are not wildcards. */
export function containsPattern(fragment: string): string {
  return `%${fragment.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

export function createExerciseAdminService(db: Database) {
  return {
    async searchExercises(
      questionFragment: string,
      pageNumber: number,
    ): Promise<Page<ExerciseSearchItemDto>> {
      const matches = ilike(exercises.question, containsPattern(questionFragment))
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: exercises.id,
            question: exercises.question,
            examTarget: exercises.examTarget,
            examType: exercises.examType,
            difficulty: exercises.difficulty,
          })
          .from(exercises)
          .where(matches)
          .orderBy(asc(exercises.question), asc(exercises.id))
          .limit(PAGE_SIZE)
          .offset(pageNumber * PAGE_SIZE),
        db.select({ value: count() }).from(exercises).where(matches),
      ])
      const totalElements = total?.value ?? 0
      return {
        content: rows,
        page: {
          totalPages: Math.ceil(totalElements / PAGE_SIZE),
          number: pageNumber,
          size: PAGE_SIZE,
          totalElements,
        },
      }
    },

    /** With the correct flags; stable keeps the canonical order a) to d). */
    async getExercise(viewer: Viewer, exerciseId: string, stable: boolean): Promise<ExerciseWithCorrectDto> {
      const [exercise] = await db.select().from(exercises).where(eq(exercises.id, exerciseId))
      if (!exercise) throw notFound(`There is no exercise with id ${exerciseId}.`)
      const canonical = await db
        .select({ id: answers.id, text: answers.text, correct: answers.correct })
        .from(answers)
        .where(eq(answers.exerciseId, exerciseId))
        .orderBy(asc(answers.position))
      const answersShuffleSeed = newShuffleSeed()
      return {
        id: exercise.id,
        question: exercise.question,
        answers: stable ? canonical : seededShuffle(canonical, answersShuffleSeed),
        answersShuffleSeed,
        canAttemptExercise: canAttemptExercise(await loadLearner(db, viewer.userId), exercise),
        explanation: exercise.explanation,
        examTarget: exercise.examTarget,
        examType: exercise.examType,
        difficulty: exercise.difficulty,
      }
    },

    /** New question and answer texts; the answers must be exactly the exercise's own, one of them correct. */
    async updateExercise(exerciseId: string, update: ExerciseUpdate): Promise<void> {
      await db.transaction(async (tx) => {
        const [exercise] = await tx
          .update(exercises)
          .set({ question: update.question })
          .where(eq(exercises.id, exerciseId))
          .returning({ id: exercises.id })
        if (!exercise) throw notFound(`There is no exercise with id ${exerciseId}.`)
        const own = await tx
          .select({ id: answers.id })
          .from(answers)
          .where(eq(answers.exerciseId, exerciseId))
        const ownIds = new Set(own.map((answer) => answer.id))
        const sentIds = new Set(update.answers.map((answer) => answer.id))
        if (
          sentIds.size !== update.answers.length ||
          sentIds.size !== ownIds.size ||
          [...sentIds].some((id) => !ownIds.has(id))
        ) {
          throw fieldProblem('body.answers', "must be exactly the exercise's own answers")
        }
        for (const answer of update.answers) {
          await tx
            .update(answers)
            .set({ text: answer.text, correct: answer.correct })
            .where(eq(answers.id, answer.id))
        }
        // Explanations written for the old wording would no longer match it.
        await tx.delete(explanationCache).where(eq(explanationCache.exerciseId, exerciseId))
      })
    },
  }
}
