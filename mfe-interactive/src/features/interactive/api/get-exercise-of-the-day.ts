import { preloadApi, useApi } from '@grile/shared/api'
import { exercises, type ExerciseOfTheDayDto } from '@grile/shared/contract'

/** Starts the request before the component that shows it renders (see preloadApi). */
export function preloadExerciseOfTheDay(): void {
  preloadApi(exercises.getExerciseOfTheDay, {})
}

function withAnswer(
  daily: ExerciseOfTheDayDto | undefined,
  correct: boolean,
): ExerciseOfTheDayDto | undefined {
  if (!daily) return daily
  return correct
    ? { ...daily, successfulCount: daily.successfulCount + 1 }
    : { ...daily, failedCount: daily.failedCount + 1 }
}

/** Today's exercise with its counts; `countAnswer` shows an answer in the counts at once, then reloads them. */
export function useExerciseOfTheDay() {
  const daily = useApi(exercises.getExerciseOfTheDay, {}, { shouldRetryOnError: false })
  const countAnswer = (correct: boolean) =>
    void daily.mutate((current) => withAnswer(current, correct), { revalidate: true })
  return { daily, countAnswer }
}
