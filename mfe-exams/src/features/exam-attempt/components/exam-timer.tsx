import { useEffect, useState } from 'react'
import { HStack, Icon, Text } from '@grile/shared/chakra'
import { LuTimer } from 'react-icons/lu'
import { formatDuration } from '@grile/shared/dates'
import type { ExamClock } from '../hooks/use-exam-clock'

export const TICK_MS = 1000

/**
 * The count-up timer (docs/pages.md#exam-attempt): ticks every second; only this component re-renders on a
 * tick.
 */
export function ExamTimer({ clock }: { clock: ExamClock }) {
  const [seconds, setSeconds] = useState(() => clock.elapsedSeconds())
  useEffect(() => {
    const id = setInterval(() => setSeconds(clock.elapsedSeconds()), TICK_MS)
    return () => clearInterval(id)
  }, [clock])
  return (
    <HStack gap={1.5}>
      <Icon boxSize={4} color="fg.muted" aria-hidden>
        <LuTimer />
      </Icon>
      <Text
        role="timer"
        aria-label="Time spent"
        fontVariantNumeric="tabular-nums"
        fontWeight="semibold"
        minW="12"
      >
        {formatDuration(seconds)}
      </Text>
    </HStack>
  )
}
