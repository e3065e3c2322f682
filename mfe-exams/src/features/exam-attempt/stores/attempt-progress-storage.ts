import { exams, uuidSchema, type ExamDto } from '@grile/shared/contract'

/** Unsubmitted answers older than this are not offered back. */
export const PROGRESS_MAX_AGE_MS = 7 * 24 * 3600 * 1000

/**
 * An exam in progress, kept in localStorage until it is submitted or left on purpose, so an accidental
 * reload loses nothing. The exam itself is kept too: a new GET would shuffle it differently.
 */
export interface AttemptProgress {
  version: 1
  exam: ExamDto
  sessionId: string
  /** exercise id → chosen answer id */
  answers: Record<string, string>
  elapsedSeconds: number
  savedAt: number
}

const isAnswers = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((id) => typeof id === 'string')

/**
 * What localStorage holds, if it is a whole progress record. Checked by hand around the contract's
 * schemas: a zod object of the remote's own would bring the rest of zod into its download.
 */
function progressOf(value: unknown): AttemptProgress | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { version, exam, sessionId, answers, elapsedSeconds, savedAt } = value as Record<string, unknown>
  const parsedExam = exams.examSchema.safeParse(exam)
  const parsedSessionId = uuidSchema.safeParse(sessionId)
  const validElapsed = typeof elapsedSeconds === 'number' && Number.isInteger(elapsedSeconds) && elapsedSeconds >= 0
  if (version !== 1 || !parsedExam.success || !parsedSessionId.success || !isAnswers(answers)) return undefined
  if (!validElapsed || typeof savedAt !== 'number') return undefined
  return { version, exam: parsedExam.data, sessionId: parsedSessionId.data, answers, elapsedSeconds, savedAt }
}

/** One slot per user and exam (`generated` for the generated exam). */
export function progressStorageKey(userId: string, examKey: string): string {
  return `grile.exam-attempt.${userId}.${examKey}`
}

export function loadProgress(userId: string, examKey: string, now = Date.now()): AttemptProgress | undefined {
  try {
    const raw = localStorage.getItem(progressStorageKey(userId, examKey))
    if (!raw) return undefined
    const progress = progressOf(JSON.parse(raw))
    if (!progress || now - progress.savedAt > PROGRESS_MAX_AGE_MS) {
      localStorage.removeItem(progressStorageKey(userId, examKey))
      return undefined
    }
    return progress
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
