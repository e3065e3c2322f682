import useSWR from 'swr'
import { exercises } from '@grile/shared/contract'
import { apiRequest } from '@grile/shared/api'

export const getExercisesCountKey = () => [exercises.getExercisesCount.path] as const

export const getExercisesCount = () => apiRequest(exercises.getExercisesCount)

export function useExercisesCount() {
  return useSWR(getExercisesCountKey(), getExercisesCount)
}

/**
 * Public pages show the exercise count rounded down to the nearest 100
 * (docs/product-rules.md#limits-and-constants).
 */
export function displayedExercisesCount(count: number): number {
  return Math.floor(count / 100) * 100
}
