import { and, asc, eq } from 'drizzle-orm'
import { explanations as explanationsContract } from '@grile/shared/contract'
import type { Database } from '../db/client'
import {
  answers,
  attempts,
  choices,
  exercises,
  explanationCache,
  interactiveAttempts,
  users,
} from '../db/schema/index'
import { forbidden, notFound, serviceUnavailable } from '../lib/problems'
import { mayReadLearnerData, type Viewer } from './access-rules'
import { ExplanationUnavailableError, type ExplanationProvider } from './explanation-providers'

/** What an explanation is about: someone's answer to an exercise. */
interface AnsweredExercise {
  ownerId: string
  ownerTeacherId: string | null
  exerciseId: string
  answerId: string
  question: string
  explanation: string
}

export function createExplanationService(db: Database, provider: ExplanationProvider) {
  /** Only the answer's owner, the owner's teacher and admins may read it. */
  function assertMayRead(viewer: Viewer, answered: AnsweredExercise) {
    if (mayReadLearnerData(viewer, { id: answered.ownerId, teacherId: answered.ownerTeacherId })) return
    throw forbidden("Only the attempt's owner, their teacher and administrators may read this explanation.")
  }

  async function explain(viewer: Viewer, answered: AnsweredExercise): Promise<string> {
    assertMayRead(viewer, answered)
    const key = and(
      eq(explanationCache.exerciseId, answered.exerciseId),
      eq(explanationCache.answerId, answered.answerId),
    )
    if (provider.cached) {
      const [hit] = await db.select({ text: explanationCache.text }).from(explanationCache).where(key)
      if (hit) return hit.text
    }
    const exerciseAnswers = await db
      .select({ id: answers.id, text: answers.text, correct: answers.correct })
      .from(answers)
      .where(eq(answers.exerciseId, answered.exerciseId))
      .orderBy(asc(answers.position))
    let text: string
    try {
      text = await provider.explain({
        question: answered.question,
        answers: exerciseAnswers,
        chosenAnswerId: answered.answerId,
        authoredExplanation: answered.explanation,
      })
    } catch (error) {
      if (error instanceof ExplanationUnavailableError)
        throw serviceUnavailable(explanationsContract.EXPLANATION_UNAVAILABLE_TEXT)
      throw error
    }
    if (provider.cached) {
      await db
        .insert(explanationCache)
        .values({ exerciseId: answered.exerciseId, answerId: answered.answerId, text })
        .onConflictDoNothing()
    }
    return text
  }

  const answeredColumns = {
    ownerId: users.id,
    ownerTeacherId: users.teacherId,
    exerciseId: exercises.id,
    question: exercises.question,
    explanation: exercises.explanation,
  }

  return {
    async explainChoice(viewer: Viewer, choiceId: string): Promise<string> {
      const [answered] = await db
        .select({ ...answeredColumns, answerId: choices.answerId })
        .from(choices)
        .innerJoin(attempts, eq(attempts.id, choices.attemptId))
        .innerJoin(users, eq(users.id, attempts.userId))
        .innerJoin(exercises, eq(exercises.id, choices.exerciseId))
        .where(eq(choices.id, choiceId))
      if (!answered) throw notFound(`There is no choice with id ${choiceId}.`)
      return explain(viewer, answered)
    },

    async explainInteractiveAttempt(viewer: Viewer, interactiveAttemptId: string): Promise<string> {
      const [answered] = await db
        .select({ ...answeredColumns, answerId: interactiveAttempts.answerId })
        .from(interactiveAttempts)
        .innerJoin(users, eq(users.id, interactiveAttempts.userId))
        .innerJoin(exercises, eq(exercises.id, interactiveAttempts.exerciseId))
        .where(eq(interactiveAttempts.id, interactiveAttemptId))
      if (!answered) throw notFound(`There is no interactive attempt with id ${interactiveAttemptId}.`)
      return explain(viewer, answered)
    },
  }
}
