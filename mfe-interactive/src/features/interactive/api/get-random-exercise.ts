import useSWR from 'swr'
import { apiRequest, preloadRequest } from '@grile/shared/api'
import { exercises, type RandomExerciseQuery } from '@grile/shared/contract'

/** `draw` tells one draw from the next: Next asks for a new random exercise with the same filter. */
export function getRandomExerciseKey(query: RandomExerciseQuery, draw: number) {
  return [exercises.getRandomExercise.path, query, draw] as const
}

export function getRandomExercise(query: RandomExerciseQuery) {
  return apiRequest(exercises.getRandomExercise, { query })
}

let draws = 0
/** A number no earlier draw used, so a new page visit or Next never shows an answered exercise again. */
export function newDraw(): number {
  draws += 1
  return draws
}

/** The draw a preload started before the page rendered: the page's first draw takes it over, once. */
let preloadedDraw: { query: string; draw: number } | undefined

/** Starts the page's first draw before the page renders (see preloadRequest). */
export function preloadRandomExercise(query: RandomExerciseQuery): void {
  const draw = newDraw()
  preloadedDraw = { query: JSON.stringify(query), draw }
  preloadRequest(getRandomExerciseKey(query, draw), ([, q]) => getRandomExercise(q))
}

/** The page's first draw: the preloaded one when it asked for the same exercises. */
export function firstDraw(query: RandomExerciseQuery): number {
  const preloaded = preloadedDraw
  preloadedDraw = undefined
  return preloaded && preloaded.query === JSON.stringify(query) ? preloaded.draw : newDraw()
}

export function useRandomExercise(query: RandomExerciseQuery, draw: number) {
  return useSWR(getRandomExerciseKey(query, draw), () => getRandomExercise(query), {
    // A draw is answered once: never re-fetch it behind the user's back.
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    // A failed draw yields no exercise (the empty text), without retries
    // (docs/product-rules.md#random-exercise).
    shouldRetryOnError: false,
  })
}
