import { LoadFailed } from '@grile/shared/ui'

/** Not an empty text: on a phone's network a failed read is common, and "none found" would mislead (0066). */
export const EXAMS_LOAD_FAILED_TEXT = 'Exams could not be loaded.'

/** In place of a list of exams whose read failed: /exams and a lesson's Associated Exams. */
export function ExamsLoadFailed({ onRetry }: { onRetry: () => void }) {
  return <LoadFailed text={EXAMS_LOAD_FAILED_TEXT} testId="exams-load-failed" onRetry={onRetry} />
}
