import { and, desc, eq, inArray, lte } from 'drizzle-orm'
import { seededShuffle, interactiveAttempts as interactiveContract } from '@grile/shared/contract'
import type { z } from 'zod'
import type { Database } from '../db/client'
import { answers, exercises, interactiveAttempts, passages, reviewCards } from '../db/schema/index'
import { HttpProblem, notFound, paymentRequired } from '../lib/problems'
import type { Viewer } from './access-rules'
import { canonicalAnswers } from './exercise-answers'
import { assertMayUse, loadLearner } from './learner-rules'
import { passageColumns, passageOf } from './passages'
import { recordAnswers } from './rating-service'
import { recordAnswer } from './review-schedule'
import { chargeInteractiveAnswer } from './token-ledger'

export type InteractiveAttemptSubmission = z.output<
  typeof interactiveContract.interactiveAttemptSubmissionSchema
>
type InteractiveAttemptDto = z.input<typeof interactiveContract.interactiveAttemptSchema>

type AttemptRow = Pick<
  typeof interactiveAttempts.$inferSelect,
  'id' | 'exerciseId' | 'answerId' | 'answersShuffleSeed' | 'correct' | 'review' | 'createdAt'
>

const attemptColumns = {
  id: interactiveAttempts.id,
  exerciseId: interactiveAttempts.exerciseId,
  answerId: interactiveAttempts.answerId,
  answersShuffleSeed: interactiveAttempts.answersShuffleSeed,
  correct: interactiveAttempts.correct,
  review: interactiveAttempts.review,
  createdAt: interactiveAttempts.createdAt,
}

export function createInteractiveService(db: Database, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date())
  /** Attempts as the user saw them: each exercise with its answers in that attempt's order. */
  async function toDtos(rows: readonly AttemptRow[]): Promise<InteractiveAttemptDto[]> {
    if (rows.length === 0) return []
    const exerciseIds = [...new Set(rows.map((row) => row.exerciseId))]
    const [questions, answersOf] = await Promise.all([
      db
        .select({ id: exercises.id, question: exercises.question, ...passageColumns })
        .from(exercises)
        .leftJoin(passages, eq(passages.id, exercises.passageId))
        .where(inArray(exercises.id, exerciseIds)),
      canonicalAnswers(db, exerciseIds),
    ])
    const exerciseOf = new Map(questions.map((row) => [row.id, row]))
    return rows.map((row) => {
      const exercise = exerciseOf.get(row.exerciseId)
      return {
        id: row.id,
        exercise: {
          id: row.exerciseId,
          question: exercise?.question ?? '',
          passage: exercise ? passageOf(exercise) : null,
          answersShuffleSeed: row.answersShuffleSeed,
          answers: seededShuffle(answersOf.get(row.exerciseId) ?? [], row.answersShuffleSeed),
        },
        answer: { id: row.answerId, correct: row.correct },
        review: row.review,
        createdAt: row.createdAt.toISOString(),
      }
    })
  }

  return {
    /** The viewer's most recent interactive attempts, newest first. */
    async history(viewer: Viewer): Promise<InteractiveAttemptDto[]> {
      const rows = await db
        .select(attemptColumns)
        .from(interactiveAttempts)
        .where(eq(interactiveAttempts.userId, viewer.userId))
        .orderBy(desc(interactiveAttempts.createdAt), desc(interactiveAttempts.id))
        .limit(interactiveContract.INTERACTIVE_HISTORY_SIZE)
      return toDtos(rows)
    },

    /**
     * Answers one exercise. It is paid from the answers left in the current token, or opens a new
     * token, in one conditional UPDATE in the transaction that stores the answer; a repeated
     * sessionId returns the first result and charges nothing.
     */
    async submit(viewer: Viewer, submission: InteractiveAttemptSubmission): Promise<InteractiveAttemptDto> {
      const [answer] = await db
        .select({
          exerciseId: answers.exerciseId,
          correct: answers.correct,
          forCustomersOnly: exercises.forCustomersOnly,
        })
        .from(answers)
        .innerJoin(exercises, eq(exercises.id, answers.exerciseId))
        .where(eq(answers.id, submission.answerId))
      if (!answer) throw notFound(`There is no answer with id ${submission.answerId}.`)
      const learner = await loadLearner(db, viewer.userId)
      if (!learner) throw paymentRequired()
      assertMayUse(learner, answer)

      const row = await db.transaction(async (tx) => {
        const at = now()
        // A review when the user's card for this exercise is due, read before this answer reschedules it.
        const [dueCard] = await tx
          .select({ due: reviewCards.due })
          .from(reviewCards)
          .where(
            and(
              eq(reviewCards.userId, viewer.userId),
              eq(reviewCards.exerciseId, answer.exerciseId),
              lte(reviewCards.due, at),
            ),
          )
        const [created] = await tx
          .insert(interactiveAttempts)
          .values({
            userId: viewer.userId,
            exerciseId: answer.exerciseId,
            answerId: submission.answerId,
            answersShuffleSeed: submission.answersShuffleSeed,
            sessionId: submission.sessionId,
            correct: answer.correct,
            review: dueCard !== undefined,
          })
          .onConflictDoNothing({ target: [interactiveAttempts.userId, interactiveAttempts.sessionId] })
          .returning(attemptColumns)
        if (!created) {
          const [first] = await tx
            .select(attemptColumns)
            .from(interactiveAttempts)
            .where(
              and(
                eq(interactiveAttempts.userId, viewer.userId),
                eq(interactiveAttempts.sessionId, submission.sessionId),
              ),
            )
          if (!first) throw new HttpProblem(409, 'The same answer is being processed; please try again.')
          return first
        }
        // Throwing rolls the transaction back: the answer is not kept unpaid.
        if (!(await chargeInteractiveAnswer(tx, viewer.userId))) throw paymentRequired()
        await recordAnswers(tx, viewer.userId, [{ exerciseId: answer.exerciseId, correct: answer.correct }])
        await recordAnswer(tx, viewer.userId, answer.exerciseId, answer.correct, at)
        return created
      })
      const [dto] = await toDtos([row])
      return dto!
    },
  }
}
