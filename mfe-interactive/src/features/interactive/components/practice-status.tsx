import { Badge, Flex, HStack, Icon, Kbd, Text } from '@grile/shared/chakra'
import { LuCoins, LuFlame } from 'react-icons/lu'
import { useCurrentUser } from '@grile/shared/auth'
import { plural } from '@grile/shared/dates'
import { usePracticeStreakStore } from '../stores/practice-streak-store'

/** What an answer costs now, the streak of this session, and the keys. */
export function PracticeStatus() {
  const { user } = useCurrentUser()
  const streak = usePracticeStreakStore((state) => state.streak)
  const best = usePracticeStreakStore((state) => state.best)
  const left = user?.interactiveAttemptsLeftInToken ?? 0

  return (
    <Flex gap={4} wrap="wrap" align="center" justify="space-between">
      <HStack gap={3} wrap="wrap">
        <Badge colorPalette="orange" variant="subtle" size="lg" data-testid="streak" aria-live="polite">
          <LuFlame aria-hidden />
          Streak: {streak}
          {best > streak ? ` (best ${best})` : ''}
        </Badge>
        {user ? (
          <HStack gap={1.5} align="start" color="fg.muted" fontSize="sm" data-testid="interactive-countdown">
            {/* Its own size beside the sentence's first line, however the sentence wraps on a phone. */}
            <Icon boxSize="1em" flexShrink={0} mt="0.25em" aria-hidden>
              <LuCoins />
            </Icon>
            <Text>
              {left > 0
                ? `${left} interactive ${plural(left, 'attempt', 'attempts')} left in the current token.`
                : 'Your next answer spends 1 token, which covers 50 interactive attempts.'}
            </Text>
          </HStack>
        ) : null}
      </HStack>
      <Text fontSize="sm" color="fg.muted" hideBelow="md">
        Keys: <Kbd>a</Kbd>–<Kbd>d</Kbd> or <Kbd>1</Kbd>–<Kbd>4</Kbd> to choose, <Kbd>Enter</Kbd> to submit and
        for Next
      </Text>
    </Flex>
  )
}
