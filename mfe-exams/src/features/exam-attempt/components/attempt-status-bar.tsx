import { Box, Flex, HStack, Text } from '@grile/shared/chakra'
import type { ExamExerciseDto } from '@grile/shared/contract'
import type { ExamClock } from '../hooks/use-exam-clock'
import { answeredCountOf, useAnswerStore, type AnswerStore } from '../stores/answer-store'
import { ExamTimer } from './exam-timer'

export interface AttemptStatusBarProps {
  clock: ExamClock
  store: AnswerStore
  exercises: ExamExerciseDto[]
}

interface AnsweredProps {
  store: AnswerStore
  exercises: ExamExerciseDto[]
}

function useAnsweredCount(store: AnswerStore, exercises: ExamExerciseDto[]): number {
  return useAnswerStore(store, (state) => answeredCountOf(state.answers, exercises))
}

/** Plain elements: this re-renders on every answer, and must stay cheap. */
function AnsweredProgress({ store, exercises }: AnsweredProps) {
  const answeredCount = useAnsweredCount(store, exercises)
  const total = Math.max(exercises.length, 1)
  return (
    <div
      role="progressbar"
      aria-label="Answered exercises"
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={answeredCount}
      data-progress-track=""
    >
      <div data-progress-range="" style={{ width: `${(answeredCount / total) * 100}%` }} />
    </div>
  )
}

function AnsweredCount({ store, exercises }: AnsweredProps) {
  const answeredCount = useAnsweredCount(store, exercises)
  return (
    <>
      {answeredCount} / {exercises.length}
    </>
  )
}

/** Stays under the top bar while scrolling: the timer and how many exercises are answered. */
export function AttemptStatusBar({ clock, store, exercises }: AttemptStatusBarProps) {
  return (
    <Box
      position="sticky"
      top="56px"
      zIndex="docked"
      bg="bg"
      py={2}
      mb={4}
      borderBottomWidth="1px"
      data-testid="attempt-status-bar"
      css={{
        '& [data-progress-track]': {
          flex: '1',
          height: '2',
          rounded: 'full',
          bg: 'bg.emphasized',
          overflow: 'hidden',
        },
        '& [data-progress-range]': {
          height: 'full',
          bg: 'blue.solid',
          transition: 'width 0.15s',
        },
      }}
    >
      <Flex align="center" gap={4}>
        <ExamTimer clock={clock} />
        <AnsweredProgress store={store} exercises={exercises} />
        <HStack gap={1} minW="24" justify="end">
          <Text fontVariantNumeric="tabular-nums" fontWeight="semibold" data-testid="answered-count">
            <AnsweredCount store={store} exercises={exercises} />
          </Text>
          <Text color="fg.muted" hideBelow="sm">
            answered
          </Text>
        </HStack>
      </Flex>
    </Box>
  )
}
