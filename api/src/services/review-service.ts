import { and, asc, count, desc, eq } from 'drizzle-orm'
import {
  PAGE_SIZE,
  seededShuffle,
  type attempts as attemptsContract,
  type choices as choicesContract,
} from '@grile/shared/contract'
import type { z } from 'zod'
import type { Database, Executor } from '../db/client'
import { attempts, choices, examExercises, exams, exercises, passages } from '../db/schema/index'
import { notFound } from '../lib/problems'
import { assertSelf, type Viewer } from './access-rules'
import { canonicalAnswers } from './exercise-answers'
import { subjectFor } from './learner-rules'
import { passageColumns, passageOf } from './passages'

type AttemptDto = z.input<typeof attemptsContract.attemptSchema>
type AttemptSummaryDto = z.input<typeof attemptsContract.attemptSummarySchema>
type AttemptPageDto = z.input<typeof attemptsContract.getAttempts.response>
type AttemptReviewDto = z.input<typeof attemptsContract.attemptReviewSchema>
type ChoiceReviewDto = z.input<typeof choicesContract.choiceReviewSchema>

const iso = (date: Date | null) => (date ? date.toISOString() : null)

/** Teachers and admins may read attempts, but only their owner may change review marks. */
const OWNER_ONLY = 'Only the owner of the attempt may change its review.'

async function loadReviewState(db: Executor, attemptId: string) {
  const [row] = await db
    .select({
      id: attempts.id,
      userId: attempts.userId,
      flaggedForReview: attempts.flaggedForReview,
      reviewedOn: attempts.reviewedOn,
    })
    .from(attempts)
    .where(eq(attempts.id, attemptId))
  return row
}

function toReview(row: { id: string; flaggedForReview: boolean; reviewedOn: Date | null }): AttemptReviewDto {
  return { id: row.id, flaggedForReview: row.flaggedForReview, reviewedOn: iso(row.reviewedOn) }
}

/**
 * Finished attempts: the list, what one attempt shows (each choice against the right answer), and the
 * review workflow (docs/product-rules.md#review-workflow): not flagged → flagged → review completed →
 * reopened; flagging a choice reopens its attempt. Owners, their teachers and admins read; only the owner
 * moves the review marks. Grading and storing attempts is attempt-service.ts.
 */
export function createReviewService(db: Database) {
  /** An attempt the viewer may read: its owner, the owner's teacher, or an admin. */
  async function readableAttempt(viewer: Viewer, attemptId: string) {
    const [row] = await db
      .select({ attempt: attempts, examTitle: exams.title, examDifficulty: exams.difficulty })
      .from(attempts)
      .innerJoin(exams, eq(exams.id, attempts.examId))
      .where(eq(attempts.id, attemptId))
    if (!row) throw notFound(`There is no attempt with id ${attemptId}.`)
    await subjectFor(db, viewer, row.attempt.userId)
    return row
  }

  async function changeAttemptReview(
    viewer: Viewer,
    attemptId: string,
    change: { flaggedForReview: boolean; reviewedOn: Date | null; clearChoiceFlags?: boolean },
  ): Promise<AttemptReviewDto> {
    return db.transaction(async (tx) => {
      const current = await loadReviewState(tx, attemptId)
      if (!current) throw notFound(`There is no attempt with id ${attemptId}.`)
      assertSelf(viewer, current.userId, OWNER_ONLY)
      const [updated] = await tx
        .update(attempts)
        .set({ flaggedForReview: change.flaggedForReview, reviewedOn: change.reviewedOn })
        .where(eq(attempts.id, attemptId))
        .returning()
      if (change.clearChoiceFlags) {
        await tx.update(choices).set({ flaggedForReview: false }).where(eq(choices.attemptId, attemptId))
      }
      return toReview(updated!)
    })
  }

  async function changeChoiceFlag(
    viewer: Viewer,
    choiceId: string,
    flagged: boolean,
  ): Promise<ChoiceReviewDto> {
    return db.transaction(async (tx) => {
      const [choice] = await tx
        .select({ id: choices.id, attemptId: choices.attemptId, userId: attempts.userId })
        .from(choices)
        .innerJoin(attempts, eq(attempts.id, choices.attemptId))
        .where(eq(choices.id, choiceId))
      if (!choice) throw notFound(`There is no choice with id ${choiceId}.`)
      assertSelf(viewer, choice.userId, OWNER_ONLY)
      await tx.update(choices).set({ flaggedForReview: flagged }).where(eq(choices.id, choiceId))
      // Flagging a choice reopens the review of its attempt (docs/product-rules.md#review-workflow);
      // unflagging leaves the attempt alone.
      const attempt = flagged
        ? (
            await tx
              .update(attempts)
              .set({ flaggedForReview: true, reviewedOn: null })
              .where(eq(attempts.id, choice.attemptId))
              .returning()
          )[0]
        : await loadReviewState(tx, choice.attemptId)
      return { id: choiceId, flaggedForReview: flagged, attempt: toReview(attempt!) }
    })
  }

  return {
    /** A user's attempts, newest first, one page. */
    async list(
      viewer: Viewer,
      query: { userId?: string | undefined; pageNumber: number },
    ): Promise<AttemptPageDto> {
      await subjectFor(db, viewer, query.userId)
      const userId = query.userId ?? viewer.userId
      const [rows, [total]] = await Promise.all([
        db
          .select({ attempt: attempts, examTitle: exams.title, examDifficulty: exams.difficulty })
          .from(attempts)
          .innerJoin(exams, eq(exams.id, attempts.examId))
          .where(eq(attempts.userId, userId))
          .orderBy(desc(attempts.finishedOn), desc(attempts.id))
          .limit(PAGE_SIZE)
          .offset(query.pageNumber * PAGE_SIZE),
        db.select({ total: count() }).from(attempts).where(eq(attempts.userId, userId)),
      ])
      const totalElements = total?.total ?? 0
      return {
        content: rows.map((row) => toSummary(row)),
        page: {
          totalPages: Math.ceil(totalElements / PAGE_SIZE),
          number: query.pageNumber,
          size: PAGE_SIZE,
          totalElements,
        },
      }
    },

    /** One attempt with its choices in the order seen, or in the exam's canonical order when stable. */
    async get(viewer: Viewer, attemptId: string, stable: boolean): Promise<AttemptDto> {
      const row = await readableAttempt(viewer, attemptId)
      const choiceRows = await db
        .select({
          id: choices.id,
          exerciseId: choices.exerciseId,
          answerId: choices.answerId,
          answersShuffleSeed: choices.answersShuffleSeed,
          correct: choices.correct,
          flaggedForReview: choices.flaggedForReview,
          position: choices.position,
          canonicalPosition: examExercises.position,
          question: exercises.question,
          ...passageColumns,
        })
        .from(choices)
        .innerJoin(exercises, eq(exercises.id, choices.exerciseId))
        .leftJoin(passages, eq(passages.id, exercises.passageId))
        .leftJoin(
          examExercises,
          and(eq(examExercises.examId, row.attempt.examId), eq(examExercises.exerciseId, choices.exerciseId)),
        )
        .where(eq(choices.attemptId, attemptId))
        .orderBy(asc(choices.position))
      if (stable) {
        choiceRows.sort((a, b) => (a.canonicalPosition ?? a.position) - (b.canonicalPosition ?? b.position))
      }
      const answersOf = await canonicalAnswers(
        db,
        choiceRows.map((choice) => choice.exerciseId),
      )
      return {
        ...toSummary(row),
        userId: row.attempt.userId,
        exercisesShuffleSeed: row.attempt.exercisesShuffleSeed,
        choices: choiceRows.map((choice) => {
          const canonical = answersOf.get(choice.exerciseId) ?? []
          return {
            id: choice.id,
            exercise: {
              id: choice.exerciseId,
              question: choice.question,
              passage: passageOf(choice),
              answersShuffleSeed: choice.answersShuffleSeed,
              answers: stable ? canonical : seededShuffle(canonical, choice.answersShuffleSeed),
            },
            answer: { id: choice.answerId, correct: choice.correct },
            flaggedForReview: choice.flaggedForReview,
          }
        }),
      }
    },

    /** Flags the attempt for review; on a completed review it reopens it. */
    flag: (viewer: Viewer, attemptId: string) =>
      changeAttemptReview(viewer, attemptId, { flaggedForReview: true, reviewedOn: null }),

    /** Completes the review now (a completed review is still flagged, so it can be reopened). */
    completeReview: (viewer: Viewer, attemptId: string) =>
      changeAttemptReview(viewer, attemptId, { flaggedForReview: true, reviewedOn: new Date() }),

    /** Ends the review cycle: the attempt and all its choices lose their flags. */
    unflag: (viewer: Viewer, attemptId: string) =>
      changeAttemptReview(viewer, attemptId, {
        flaggedForReview: false,
        reviewedOn: null,
        clearChoiceFlags: true,
      }),

    flagChoice: (viewer: Viewer, choiceId: string) => changeChoiceFlag(viewer, choiceId, true),
    unflagChoice: (viewer: Viewer, choiceId: string) => changeChoiceFlag(viewer, choiceId, false),
  }
}

function toSummary(row: {
  attempt: typeof attempts.$inferSelect
  examTitle: string
  examDifficulty: AttemptSummaryDto['examDifficulty']
}): AttemptSummaryDto {
  const { attempt } = row
  return {
    id: attempt.id,
    examId: attempt.examId,
    examTitle: row.examTitle,
    examDifficulty: row.examDifficulty,
    grade: attempt.grade,
    correctChoicesCount: attempt.correctChoicesCount,
    incorrectChoicesCount: attempt.incorrectChoicesCount,
    durationInSeconds: attempt.durationInSeconds,
    finishedOn: attempt.finishedOn.toISOString(),
    reviewedOn: iso(attempt.reviewedOn),
    flaggedForReview: attempt.flaggedForReview,
  }
}
