import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import {
  PAGE_SIZE,
  gradeOf,
  examOrder,
  seededShuffle,
  type attempts as attemptsContract,
  type choices as choicesContract,
} from '@grile/shared/contract'
import type { z } from 'zod'
import type { Database, Executor } from '../db/client'
import {
  answers,
  attempts,
  choices,
  examExercises,
  exams,
  exercises,
  passages,
} from '../db/schema/index'
import { HttpProblem, badRequest, forbidden, notFound, paymentRequired } from '../lib/problems'
import { loadLearner, subjectFor, type Viewer } from './learner-rules'
import { passageColumns, passageOf } from './passages'
import { recordAnswers } from './rating-service'
import { chargeExamSubmission } from './token-ledger'

export type AttemptSubmission = z.output<typeof attemptsContract.attemptSubmissionSchema>
type AttemptDto = z.input<typeof attemptsContract.attemptSchema>
type AttemptSummaryDto = z.input<typeof attemptsContract.attemptSummarySchema>
type AttemptPageDto = z.input<typeof attemptsContract.getAttempts.response>
type AttemptReviewDto = z.input<typeof attemptsContract.attemptReviewSchema>
type ChoiceReviewDto = z.input<typeof choicesContract.choiceReviewSchema>

/** The duration sent is capped at 7200 seconds (docs/product-rules.md#attempt-duration). */
export const MAX_DURATION_IN_SECONDS = 7200
export const CUSTOMERS_ONLY = 'This feature is available only for customers.'

export function clampDuration(seconds: number): number {
  return Math.min(MAX_DURATION_IN_SECONDS, Math.max(0, Math.round(seconds)))
}

const iso = (date: Date | null) => (date ? date.toISOString() : null)

interface ExamAnswer {
  exerciseId: string
  correct: boolean
}

/** What a valid submission becomes: one row per exercise, in the order the user saw the exercises. */
interface GradedChoice {
  exerciseId: string
  answerId: string
  answersShuffleSeed: number
  position: number
  correct: boolean
}

/**
 * Checks a submission against the exam (every answer belongs to it, one per exercise, none missing)
 * and grades it. `exerciseIds` is the exam's canonical order; the seed gives the order seen.
 */
export function gradeSubmission(
  exam: readonly { id: string; passageId: string | null }[],
  answersById: ReadonlyMap<string, ExamAnswer>,
  submission: Pick<AttemptSubmission, 'exercisesShuffleSeed' | 'choices'>,
): GradedChoice[] {
  const seen = examOrder(exam, submission.exercisesShuffleSeed, (exercise) => exercise.passageId)
  const positionOf = new Map(seen.map((exercise, i) => [exercise.id, i]))
  const errors: { field: string; message: string }[] = []
  const answered = new Set<string>()
  const graded: GradedChoice[] = []
  submission.choices.forEach((choice, i) => {
    const answer = answersById.get(choice.answerId)
    if (!answer) {
      errors.push({ field: `body.choices.${i}.answerId`, message: 'The answer does not belong to this exam' })
      return
    }
    if (answered.has(answer.exerciseId)) {
      errors.push({ field: `body.choices.${i}.answerId`, message: 'The exercise is answered more than once' })
      return
    }
    answered.add(answer.exerciseId)
    graded.push({
      exerciseId: answer.exerciseId,
      answerId: choice.answerId,
      answersShuffleSeed: choice.answersShuffleSeed,
      position: positionOf.get(answer.exerciseId)!,
      correct: answer.correct,
    })
  })
  if (errors.length === 0 && answered.size < exam.length) {
    errors.push({
      field: 'body.choices',
      message: `Every exercise must be answered (${answered.size} of ${exam.length} answered)`,
    })
  }
  if (errors.length > 0) throw badRequest('The answers do not fit the exam.', errors)
  return graded.sort((a, b) => a.position - b.position)
}

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

/** Teachers and admins may read attempts, but only their owner may change review marks. */
function assertOwner(viewer: Viewer, ownerId: string) {
  if (ownerId !== viewer.userId) throw forbidden('Only the owner of the attempt may change its review.')
}

export function createAttemptService(db: Database) {
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
      assertOwner(viewer, current.userId)
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
      assertOwner(viewer, choice.userId)
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
    /**
     * Stores a graded attempt and charges 1 token in the same transaction. The sessionId makes it
     * idempotent: a repeat (even a simultaneous one) returns the first attempt and charges nothing.
     */
    async submit(viewer: Viewer, submission: AttemptSubmission): Promise<{ id: string }> {
      const [exam] = await db.select().from(exams).where(eq(exams.id, submission.examId))
      // Someone else's generated exam is answered as if it did not exist.
      if (!exam || (exam.ownerUserId !== null && exam.ownerUserId !== viewer.userId)) {
        throw notFound(`There is no exam with id ${submission.examId}.`)
      }
      const learner = await loadLearner(db, viewer.userId)
      if (!learner) throw paymentRequired()
      if (exam.forCustomersOnly && !learner.customer) throw forbidden(CUSTOMERS_ONLY)

      const rows = await db
        .select({
          exerciseId: examExercises.exerciseId,
          passageId: exercises.passageId,
          answerId: answers.id,
          correct: answers.correct,
        })
        .from(examExercises)
        .innerJoin(exercises, eq(exercises.id, examExercises.exerciseId))
        .innerJoin(answers, eq(answers.exerciseId, examExercises.exerciseId))
        .where(eq(examExercises.examId, exam.id))
        .orderBy(asc(examExercises.position), asc(answers.position))
      const canonical = [
        ...new Map(
          rows.map((row) => [row.exerciseId, { id: row.exerciseId, passageId: row.passageId }]),
        ).values(),
      ]
      const answersById = new Map(rows.map((row) => [row.answerId, row]))
      const graded = gradeSubmission(canonical, answersById, submission)
      const correctCount = graded.filter((choice) => choice.correct).length

      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(attempts)
          .values({
            userId: viewer.userId,
            examId: exam.id,
            sessionId: submission.sessionId,
            exercisesShuffleSeed: submission.exercisesShuffleSeed,
            grade: gradeOf(correctCount, graded.length),
            correctChoicesCount: correctCount,
            incorrectChoicesCount: graded.length - correctCount,
            durationInSeconds: clampDuration(submission.durationInSeconds),
          })
          .onConflictDoNothing({ target: [attempts.userId, attempts.sessionId] })
          .returning({ id: attempts.id })
        if (!created) {
          const [first] = await tx
            .select({ id: attempts.id })
            .from(attempts)
            .where(and(eq(attempts.userId, viewer.userId), eq(attempts.sessionId, submission.sessionId)))
          if (!first) throw new HttpProblem(409, 'The same submission is being processed; please try again.')
          return first
        }
        // Throwing rolls the transaction back: the attempt is not kept without its token.
        if (!(await chargeExamSubmission(tx, viewer.userId))) throw paymentRequired()
        await tx.insert(choices).values(graded.map((choice) => ({ attemptId: created.id, ...choice })))
        await recordAnswers(tx, viewer.userId, graded)
        return created
      })
    },

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

/** The answers of the given exercises in canonical order (a, b, c, d), with the right one marked. */
export async function canonicalAnswers(
  db: Executor,
  exerciseIds: readonly string[],
): Promise<Map<string, { id: string; text: string; correct: boolean }[]>> {
  const byExercise = new Map<string, { id: string; text: string; correct: boolean }[]>()
  if (exerciseIds.length === 0) return byExercise
  const rows = await db
    .select({ exerciseId: answers.exerciseId, id: answers.id, text: answers.text, correct: answers.correct })
    .from(answers)
    .where(inArray(answers.exerciseId, [...new Set(exerciseIds)]))
    .orderBy(asc(answers.exerciseId), asc(answers.position))
  for (const { exerciseId, ...answer } of rows) {
    const list = byExercise.get(exerciseId) ?? []
    list.push(answer)
    byExercise.set(exerciseId, list)
  }
  return byExercise
}

export type AttemptService = ReturnType<typeof createAttemptService>
