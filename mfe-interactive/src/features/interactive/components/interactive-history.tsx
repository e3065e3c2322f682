import { useState } from 'react'
import { Badge, Heading, IconButton, Spinner, Stack, Text, VStack, Wrap } from '@grile/shared/chakra'
import { LuCircleCheck, LuCircleX } from 'react-icons/lu'
import { interactiveAttempts } from '@grile/shared/contract'
import { formatDateTime } from '@grile/shared/dates'
import { LoadFailed } from '@grile/shared/ui'
import { useInteractiveAttempts } from '../api/get-interactive-attempts'
import { messages } from '../lib/messages'
import { AttemptDialog } from './attempt-dialog'

type InteractiveAttempt = interactiveAttempts.InteractiveAttempt

/** The last 30 attempts, newest first, as correct / incorrect icons (a review badged); each opens its attempt. */
export function InteractiveHistory() {
  const { data, error, isLoading, mutate } = useInteractiveAttempts()
  const [opened, setOpened] = useState<InteractiveAttempt | null>(null)
  const history = (data ?? []).slice(0, interactiveAttempts.INTERACTIVE_HISTORY_SIZE)

  return (
    <Stack as="section" aria-labelledby="interactive-history-title" gap={3}>
      <Heading as="h2" size="md" id="interactive-history-title">
        History
      </Heading>
      {isLoading ? <Spinner size="sm" aria-label="Loading the history" /> : null}
      {error ? <LoadFailed text={messages.historyFailed} onRetry={() => void mutate()} /> : null}
      {data && history.length === 0 ? <Text color="fg.muted">Your answers will show here.</Text> : null}
      {history.length > 0 ? (
        <Wrap as="ol" aria-label="Latest attempts, newest first" gap={1} listStyleType="none" m={0} p={0}>
          {history.map((attempt) => {
            const label = `${attempt.answer.correct ? 'Correct' : 'Incorrect'}: ${attempt.exercise.question}`
            return (
              // A review's badge sits under its own icon, so a row of answers reads unambiguously.
              <VStack as="li" key={attempt.id} gap={0.5}>
                <IconButton
                  aria-label={label}
                  title={`${formatDateTime(attempt.createdAt)} · ${attempt.exercise.question}`}
                  data-correct={attempt.answer.correct}
                  size="sm"
                  variant="subtle"
                  colorPalette={attempt.answer.correct ? 'green' : 'red'}
                  onClick={() => setOpened(attempt)}
                >
                  {attempt.answer.correct ? <LuCircleCheck /> : <LuCircleX />}
                </IconButton>
                {attempt.review ? (
                  <Badge size="xs" colorPalette="purple" variant="subtle" data-testid="history-review-badge">
                    Review
                  </Badge>
                ) : null}
              </VStack>
            )
          })}
        </Wrap>
      ) : null}
      <AttemptDialog attempt={opened} onClose={() => setOpened(null)} />
    </Stack>
  )
}
