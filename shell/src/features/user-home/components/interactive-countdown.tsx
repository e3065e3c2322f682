import { Text } from '@grile/shared/chakra'
import { plural } from '@grile/shared/dates'

/**
 * How many interactive answers the current token still covers; nothing when none (docs/pages.md#user-home).
 */
export function InteractiveCountdown({ attemptsLeft }: { attemptsLeft: number }) {
  if (attemptsLeft <= 0) return null
  return (
    <Text color="fg.muted" data-testid="interactive-countdown">
      {attemptsLeft} interactive {plural(attemptsLeft, 'attempt', 'attempts')} left in the current token.
    </Text>
  )
}
