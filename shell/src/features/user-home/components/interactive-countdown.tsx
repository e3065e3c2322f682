import { Text } from '@grile/shared/chakra'
import { plural } from '@grile/shared/dates'

/** Marks the countdown, which the user home's copy fills in or takes out (src/prerender/user-home-copy.tsx). */
export const ATTEMPTS_LEFT_ATTRIBUTE = 'data-attempts-left'

/**
 * How many interactive answers the current token still covers; nothing when none (docs/pages.md#user-home).
 */
export function InteractiveCountdown({ attemptsLeft }: { attemptsLeft: number }) {
  if (attemptsLeft <= 0) return null
  return (
    <Text color="fg.muted" data-testid="interactive-countdown" {...{ [ATTEMPTS_LEFT_ATTRIBUTE]: '' }}>
      {attemptsLeft} interactive {plural(attemptsLeft, 'attempt', 'attempts')} left in the current token.
    </Text>
  )
}
