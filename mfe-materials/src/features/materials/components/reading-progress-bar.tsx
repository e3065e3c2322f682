import type { RefObject } from 'react'
import { Box } from '@grile/shared/chakra'
import { useReadingProgress } from '../hooks/use-reading-progress'

/**
 * A thin bar along the top of the window: how much of the lesson has been read. Live only, so it is left out
 * of the page kept for the next visit (`data-snapshot-skip`, shell/src/lib/page-snapshots.ts).
 */
export function ReadingProgressBar({ lessonRef }: { lessonRef: RefObject<HTMLElement | null> }) {
  const percent = Math.round(useReadingProgress(lessonRef) * 100)
  return (
    <Box
      role="progressbar"
      aria-label="Reading progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      position="fixed"
      top={0}
      left={0}
      right={0}
      h="3px"
      zIndex="banner"
      pointerEvents="none"
      data-print-hidden
      data-snapshot-skip
    >
      <Box h="100%" w={`${percent}%`} bg="brand.solid" transition="width 0.1s linear" />
    </Box>
  )
}
