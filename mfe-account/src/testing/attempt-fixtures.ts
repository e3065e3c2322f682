// Exam attempts for the page tests: what the grades are drawn from.
import type { attempts } from '@grile/shared/contract'

/** An attempt at the first Academy exam, finished on `finishedOn` with `grade`. */
export function aGradedAttempt(finishedOn: string, grade: number): attempts.AttemptSummary {
  return {
    id: crypto.randomUUID(),
    examId: '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b02',
    examTitle: 'Academy / Grammar 1',
    examDifficulty: 'EASY',
    grade,
    correctChoicesCount: 25,
    incorrectChoicesCount: 5,
    durationInSeconds: 900,
    finishedOn,
    reviewedOn: null,
    flaggedForReview: false,
  }
}
