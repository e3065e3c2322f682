import { useState } from 'react'

export interface ExamClock {
  /** Whole seconds spent on the exam, including the time before a reload. */
  elapsedSeconds: () => number
}

/**
 * A count-up clock read from the wall clock rather than counted tick by tick, so a slow or throttled
 * tab never makes it drift.
 */
export function useExamClock(initialSeconds = 0): ExamClock {
  const [clock] = useState<ExamClock>(() => {
    const startedAt = Date.now()
    return { elapsedSeconds: () => initialSeconds + Math.max(0, Math.round((Date.now() - startedAt) / 1000)) }
  })
  return clock
}
