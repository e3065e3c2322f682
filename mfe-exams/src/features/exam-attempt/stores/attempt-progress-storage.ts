import { exams, z } from '@grile/shared/contract'

/** Unsubmitted answers older than this are not offered back. */
export const PROGRESS_MAX_AGE_MS = 7 * 24 * 3600 * 1000

/**
 * An exam in progress, kept in localStorage until it is submitted or left on purpose, so an accidental
 * reload loses nothing. The exam itself is kept too: a new GET would shuffle it differently.
 */
const attemptProgressSchema = z.object({
  version: z.literal(1),
  exam: exams.examSchema,
  sessionId: z.uuid(),
  /** exercise id → chosen answer id */
  answers: z.record(z.string(), z.string()),
  elapsedSeconds: z.number().int().min(0),
  savedAt: z.number(),
})
export type AttemptProgress = z.infer<typeof attemptProgressSchema>

/** One slot per user and exam (`generated` for the generated exam). */
export function progressStorageKey(userId: string, examKey: string): string {
  return `grile.exam-attempt.${userId}.${examKey}`
}

export function loadProgress(userId: string, examKey: string, now = Date.now()): AttemptProgress | undefined {
  try {
    const raw = localStorage.getItem(progressStorageKey(userId, examKey))
    if (!raw) return undefined
    const parsed = attemptProgressSchema.safeParse(JSON.parse(raw))
    if (!parsed.success || now - parsed.data.savedAt > PROGRESS_MAX_AGE_MS) {
      localStorage.removeItem(progressStorageKey(userId, examKey))
      return undefined
    }
    return parsed.data
  } catch {
    return undefined
  }
}

export function saveProgress(
  userId: string,
  examKey: string,
  progress: Omit<AttemptProgress, 'version' | 'savedAt'>,
): void {
  try {
    const record: AttemptProgress = { version: 1, ...progress, savedAt: Date.now() }
    localStorage.setItem(progressStorageKey(userId, examKey), JSON.stringify(record))
  } catch {
    // Storage full or disabled: the attempt goes on, only the reload safety net is lost.
  }
}

export function clearProgress(userId: string, examKey: string): void {
  try {
    localStorage.removeItem(progressStorageKey(userId, examKey))
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
