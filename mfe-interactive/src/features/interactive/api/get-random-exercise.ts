import useSWR from 'swr'
import { apiRequest } from '@grile/shared/api'
import { exercises, type RandomExerciseQuery } from '@grile/shared/contract'

/** `draw` tells one draw from the next: Next asks for a new random exercise with the same filter. */
export function getRandomExerciseKey(query: RandomExerciseQuery, draw: number) {
  return [exercises.getRandomExercise.path, query, draw] as const
}

export function getRandomExercise(query: RandomExerciseQuery) {
  return apiRequest(exercises.getRandomExercise, { query })
}

export function useRandomExercise(query: RandomExerciseQuery, draw: number) {
  return useSWR(getRandomExerciseKey(query, draw), () => getRandomExercise(query), {
    // A draw is answered once: never re-fetch it behind the user's back.
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    // Spec §8: a failed draw yields no exercise (the empty text), without retries.
    shouldRetryOnError: false,
  })
}
