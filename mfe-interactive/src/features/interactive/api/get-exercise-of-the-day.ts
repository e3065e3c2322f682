import useSWR from 'swr'
import { apiRequest } from '@grile/shared/api'
import { exercises } from '@grile/shared/contract'

export function getExerciseOfTheDayKey() {
  return exercises.getExerciseOfTheDay.path
}

export function getExerciseOfTheDay() {
  return apiRequest(exercises.getExerciseOfTheDay)
}

export function useExerciseOfTheDay() {
  return useSWR(getExerciseOfTheDayKey(), getExerciseOfTheDay, { shouldRetryOnError: false })
}
