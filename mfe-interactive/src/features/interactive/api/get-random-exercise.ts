import { preloadApi, useApi } from '@grile/shared/api'
import { exercises, type RandomExerciseQuery } from '@grile/shared/contract'
import { queryKeyOf } from '../stores/kept-exercise-storage'

let draws = 0
/** A number no earlier draw used, so a new page visit or Next never shows an answered exercise again. */
export function newDraw(): number {
  draws += 1
  return draws
}

/** The draw a preload started before the page rendered: the page's first draw takes it over, once shown. */
let preloadedDraw: { query: string; draw: number } | undefined

/** Starts the page's first draw before the page renders (see preloadApi). */
export function preloadRandomExercise(query: RandomExerciseQuery): void {
  const draw = newDraw()
  preloadedDraw = { query: queryKeyOf(query), draw }
  preloadApi(exercises.getRandomExercise, { query }, draw)
}

/**
 * The page's first draw: the preloaded one when it asked for the same exercises. It only reads: React may throw
 * a render away and render again before showing it (a part beside it suspending, an update during the render),
 * and the render again must take the same draw, not ask for another. The page lets the preloaded draw go once it
 * has shown it (`preloadedDrawShown`).
 */
export function firstDraw(query: RandomExerciseQuery): number {
  const preloaded = preloadedDraw
  return preloaded && preloaded.query === queryKeyOf(query) ? preloaded.draw : newDraw()
}

/** The page has shown its first draw: a later visit to it draws anew. */
export function preloadedDrawShown(): void {
  preloadedDraw = undefined
}

/**
 * `draw` tags the key: Next asks for a new random exercise with the same filter. Nothing is asked while
 * `enabled` is false (the page shows the exercise it kept from the last visit).
 */
export function useRandomExercise(query: RandomExerciseQuery, draw: number, enabled = true) {
  return useApi(exercises.getRandomExercise, enabled ? { query } : null, {
    tags: [draw],
    // A draw is answered once: never re-fetch it behind the user's back.
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    // A failed draw yields no exercise (the empty text), without retries
    // (docs/product-rules.md#random-exercise).
    shouldRetryOnError: false,
  })
}
