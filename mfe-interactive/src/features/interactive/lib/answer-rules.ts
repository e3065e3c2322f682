export interface SubmitState {
  canAttemptExercise: boolean
  submitting: boolean
  selectedAnswerId: string | null
  answered: boolean
}

/**
 * Submit is disabled when the exercise cannot be attempted, while submitting, or with no answer
 * (docs/product-rules.md#random-exercise).
 */
export function canSubmitAnswer({
  canAttemptExercise,
  submitting,
  selectedAnswerId,
  answered,
}: SubmitState): boolean {
  return canAttemptExercise && !submitting && selectedAnswerId !== null && !answered
}

/** How an answer button is coloured: primary, success, error, or plain. */
export type AnswerTone = 'primary' | 'success' | 'error' | 'neutral'

/**
 * Selected is primary; after a result the correct one is success, a wrongly chosen one is error
 * (docs/product-rules.md#random-exercise).
 */
export function answerTone(
  answerId: string,
  selectedAnswerId: string | null,
  correctAnswerId: string | null,
): AnswerTone {
  if (correctAnswerId === null) return answerId === selectedAnswerId ? 'primary' : 'neutral'
  if (answerId === correctAnswerId) return 'success'
  return answerId === selectedAnswerId ? 'error' : 'neutral'
}

/** The answer index a key chooses: a–z by letter or 1–9 by number, within the answers shown. */
export function answerIndexForKey(key: string, answersCount: number): number | null {
  const lower = key.toLowerCase()
  let index: number | null = null
  if (/^[a-z]$/.test(lower)) index = lower.charCodeAt(0) - 'a'.charCodeAt(0)
  else if (/^[1-9]$/.test(lower)) index = Number(lower) - 1
  return index !== null && index < answersCount ? index : null
}
