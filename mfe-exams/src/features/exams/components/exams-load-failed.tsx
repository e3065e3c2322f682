import { Text } from '@grile/shared/chakra'

/**
 * Not an empty text: on a phone's network a failed read is common, and "none found" would mislead
 * (decision 0066). SWR reads again by itself, and when the browser is back online.
 */
export const EXAMS_LOAD_FAILED_TEXT = 'Exams could not be loaded.'

/** Shown in place of a list of exams whose read failed; left out of the page's copy for the next visit. */
export function ExamsLoadFailed() {
  return (
    <Text py={6} color="fg.muted" data-testid="exams-load-failed" data-snapshot-skip="">
      {EXAMS_LOAD_FAILED_TEXT}
    </Text>
  )
}
