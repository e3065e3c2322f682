import type { ExerciseDto, interactiveAttempts } from '@grile/shared/contract'

let sequence = 0
/** A fresh, valid UUID (v4 layout) for fixtures. */
export function uuid(): string {
  sequence += 1
  return `00000000-0000-4000-8000-${sequence.toString(16).padStart(12, '0')}`
}

export function anExercise(change: Partial<ExerciseDto> = {}): ExerciseDto {
  return {
    id: uuid(),
    question: 'If I ___ you, I would report the incident at once.',
    passage: null,
    answers: [
      { id: uuid(), text: 'am' },
      { id: uuid(), text: 'were' },
      { id: uuid(), text: 'will be' },
      { id: uuid(), text: 'had been' },
    ],
    answersShuffleSeed: 12345,
    canAttemptExercise: true,
    ...change,
  }
}

/** The attempt the API answers for `exercise` when `answerId` is chosen and `correctIndex` is right. */
export function anAttempt(
  exercise: ExerciseDto,
  answerId: string,
  correctIndex: number,
  change: Partial<interactiveAttempts.InteractiveAttempt> = {},
): interactiveAttempts.InteractiveAttempt {
  const answers = exercise.answers.map((answer, index) => ({ ...answer, correct: index === correctIndex }))
  return {
    id: uuid(),
    exercise: {
      id: exercise.id,
      question: exercise.question,
      passage: exercise.passage,
      answersShuffleSeed: exercise.answersShuffleSeed,
      answers,
    },
    answer: { id: answerId, correct: answers.find((answer) => answer.id === answerId)?.correct ?? false },
    createdAt: new Date().toISOString(),
    ...change,
  }
}
