import { and, asc, eq } from 'drizzle-orm'
import {
  gradeOf,
  examOrder,
  MAX_ATTEMPT_DURATION_SECONDS,
  type attempts as attemptsContract,
} from '@grile/shared/contract'
import type { z } from 'zod'
import type { Database } from '../db/client'
import { answers, attempts, choices, examExercises, exams, exercises } from '../db/schema/index'
import { HttpProblem, badRequest, notFound, paymentRequired } from '../lib/problems'
import type { Viewer } from './access-rules'
import { assertMayUse, loadLearner } from './learner-rules'
import { recordAnswers } from './rating-service'
import { recordAnswersForReview } from './review-schedule'
import { chargeExamSubmission } from './token-ledger'

/**
 * Taking an exam: a submission is checked against the exam, graded, stored and paid for in one transaction.
 * What a finished attempt shows and its review marks are review-service.ts.
 */

export type AttemptSubmission = z.output<typeof attemptsContract.attemptSubmissionSchema>

/** The duration stored: whole seconds within 0..MAX_ATTEMPT_DURATION_SECONDS (docs/product-rules.md#attempt-duration). */
export function clampDuration(seconds: number): number {
  return Math.min(MAX_ATTEMPT_DURATION_SECONDS, Math.max(0, Math.round(seconds)))
}

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

/** Submitting exam attempts (POST /v1/attempts). */
export function createAttemptService(db: Database, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date())
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
      assertMayUse(learner, exam)

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
        await recordAnswersForReview(tx, viewer.userId, graded, now())
        return created
      })
    },
  }
}
