import useSWR from 'swr'
import { apiRequest, preloadRequest } from '@grile/shared/api'
import { exercises } from '@grile/shared/contract'

export function getExerciseOfTheDayKey() {
  return exercises.getExerciseOfTheDay.path
}

export function getExerciseOfTheDay() {
  return apiRequest(exercises.getExerciseOfTheDay)
}

/** Starts the request before the component that shows it renders (see preloadRequest). */
export function preloadExerciseOfTheDay(): void {
  preloadRequest(getExerciseOfTheDayKey(), () => getExerciseOfTheDay())
}

export function useExerciseOfTheDay() {
  return useSWR(getExerciseOfTheDayKey(), getExerciseOfTheDay, { shouldRetryOnError: false })
}
