import { exercises, type RandomExerciseDto, type RandomExerciseQuery } from '@grile/shared/contract'

/** An exercise drawn and not answered is shown again at the next visit for this long, then drawn anew. */
export const KEPT_EXERCISE_MAX_AGE_MS = 24 * 3600 * 1000

/**
 * The exercise /interactive shows and the student has not answered yet, kept in localStorage: the next
 * visit (a reload, the app reopened on a phone) shows the same one, at once, as the copy of the page the shell
 * paints before the app starts does (shell/src/lib/page-snapshots.ts). Answering it, Next and another filter
 * draw a new one. One slot per user, for the filter and modes it was drawn with.
 */
interface KeptExercise {
  version: 1
  /** The draw's query, as JSON: an exercise drawn for another filter is not shown for this one. */
  query: string
  exercise: RandomExerciseDto
  savedAt: number
}

/** A draw's query as the slot records it. */
export const queryKeyOf = (query: RandomExerciseQuery): string => JSON.stringify(query)

export function keptExerciseKey(userId: string): string {
  return `grile.interactive.exercise.${userId}`
}

/** Checked by hand around the contract's schema (a zod object of the remote's own would add to its download). */
function keptOf(value: unknown): KeptExercise | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { version, query, exercise, savedAt } = value as Record<string, unknown>
  const parsed = exercises.randomExerciseSchema.safeParse(exercise)
  if (version !== 1 || typeof query !== 'string' || !parsed.success || typeof savedAt !== 'number')
    return undefined
  return { version, query, exercise: parsed.data, savedAt }
}

/** The exercise kept for this user and query, if it is recent enough. */
export function loadKeptExercise(
  userId: string,
  query: RandomExerciseQuery,
  now = Date.now(),
): RandomExerciseDto | undefined {
  try {
    const raw = localStorage.getItem(keptExerciseKey(userId))
    if (!raw) return undefined
    const kept = keptOf(JSON.parse(raw))
    if (!kept || now - kept.savedAt > KEPT_EXERCISE_MAX_AGE_MS) {
      localStorage.removeItem(keptExerciseKey(userId))
      return undefined
    }
    return kept.query === queryKeyOf(query) ? kept.exercise : undefined
  } catch {
    return undefined
  }
}

/** Keeps the exercise drawn for the query `queryKeyOf` gave. */
export function keepExercise(userId: string, queryKey: string, exercise: RandomExerciseDto): void {
  try {
    const record: KeptExercise = { version: 1, query: queryKey, exercise, savedAt: Date.now() }
    localStorage.setItem(keptExerciseKey(userId), JSON.stringify(record))
  } catch {
    // Storage full or disabled: the next visit draws a new exercise, as it did before.
  }
}

export function forgetKeptExercise(userId: string): void {
  try {
    localStorage.removeItem(keptExerciseKey(userId))
  } catch {
    // Nothing to forget when storage is unavailable.
  }
}
