import { exams, uuidSchema, type ExamDto } from '@grile/shared/contract'

/** Unsubmitted answers older than this are not offered back. */
export const PROGRESS_MAX_AGE_MS = 7 * 24 * 3600 * 1000
/**
 * An exam drawn and not answered yet is shown again in the same order for this long; after it, the next
 * visit draws it anew (the exam may have been edited since).
 */
export const DRAWN_MAX_AGE_MS = 24 * 3600 * 1000

/**
 * An exam in progress, kept in localStorage from the moment it is drawn until it is submitted or left on
 * purpose, so a reload or a second visit shows the same questions in the same order and loses nothing. The
 * exam itself is kept: a new GET would shuffle it differently.
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
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((id) => typeof id === 'string')

/**
 * What localStorage holds, if it is a whole progress record. Checked by hand around the contract's
 * schemas: a zod object of the remote's own would bring the rest of zod into its download.
 */
function progressOf(value: unknown): AttemptProgress | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { version, exam, sessionId, answers, elapsedSeconds, savedAt } = value as Record<string, unknown>
  const parsedExam = exams.examSchema.safeParse(exam)
  const parsedSessionId = uuidSchema.safeParse(sessionId)
  const validElapsed =
    typeof elapsedSeconds === 'number' && Number.isInteger(elapsedSeconds) && elapsedSeconds >= 0
  if (version !== 1 || !parsedExam.success || !parsedSessionId.success || !isAnswers(answers))
    return undefined
  if (!validElapsed || typeof savedAt !== 'number') return undefined
  return { version, exam: parsedExam.data, sessionId: parsedSessionId.data, answers, elapsedSeconds, savedAt }
}

/** Whether the student has chosen anything yet (a progress without answers is an exam only drawn). */
export function hasChoices(progress: AttemptProgress): boolean {
  return Object.keys(progress.answers).length > 0
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
    const maxAge = progress && hasChoices(progress) ? PROGRESS_MAX_AGE_MS : DRAWN_MAX_AGE_MS
    if (!progress || now - progress.savedAt > maxAge) {
      localStorage.removeItem(progressStorageKey(userId, examKey))
      return undefined
    }
    return progress
  } catch {
    return undefined
  }
}

/**
 * Whether the slot holds anything, without reading it: a page about to show it need not draw the exam
 * (checked before the page's code has loaded, see ../../../preload.ts).
 */
export function hasSavedProgress(userId: string, examKey: string): boolean {
  try {
    return localStorage.getItem(progressStorageKey(userId, examKey)) !== null
  } catch {
    return false
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
