import { exercises } from '@grile/shared/contract'
import { useApi } from '@grile/shared/api'

export function useExercisesCount() {
  return useApi(exercises.getExercisesCount, {})
}

/**
 * Public pages show the exercise count rounded down to the nearest 100
 * (docs/product-rules.md#limits-and-constants).
 */
export function displayedExercisesCount(count: number): number {
  return Math.floor(count / 100) * 100
}
