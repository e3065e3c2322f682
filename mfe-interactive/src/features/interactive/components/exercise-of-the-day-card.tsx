import { Badge, Card, Flex, Heading, HStack, Skeleton, Stack } from '@grile/shared/chakra'
import { useNavigate } from '@grile/shared/router'
import { LuCalendarDays, LuCircleCheck, LuCircleX } from 'react-icons/lu'
import type { ExerciseOfTheDayDto, interactiveAttempts } from '@grile/shared/contract'
import { bucharestDay } from '@grile/shared/dates'
import { useExerciseOfTheDay } from '../api/get-exercise-of-the-day'
import { useInteractiveAttempts } from '../api/get-interactive-attempts'
import { AnswerableExercise } from './answerable-exercise'

type InteractiveAttempt = interactiveAttempts.InteractiveAttempt

/** Today's answer to the exercise, if the history holds one: the card then shows its result. */
function answerOfToday(
  exerciseId: string,
  history: InteractiveAttempt[] | undefined,
): InteractiveAttempt | null {
  const today = bucharestDay()
  return (
    history?.find(
      (attempt) => attempt.exercise.id === exerciseId && bucharestDay(new Date(attempt.createdAt)) === today,
    ) ?? null
  )
}

/**
 * About the card's height (425–450 px from a tablet up, 450–520 px on a phone, by the question's length): its
 * skeleton's, and the shell's placeholder's while this code loads (the shell's `ExerciseOfTheDay`).
 */
const CARD_HEIGHT = '26rem'

interface ExerciseOfTheDayViewProps {
  exercise: ExerciseOfTheDayDto['exercise']
  successfulCount: number
  failedCount: number
  earlierAttempt: InteractiveAttempt | null
  onAnswered?: (attempt: InteractiveAttempt) => void
  onNext: () => void
}

/**
 * The card with its exercise: the header with the day's counts, the exercise to answer. Rendered by the card
 * below, and at build time as the copy that a device's first visit paints before the app (src/copies/).
 */
export function ExerciseOfTheDayView({
  exercise,
  successfulCount,
  failedCount,
  earlierAttempt,
  onAnswered,
  onNext,
}: ExerciseOfTheDayViewProps) {
  return (
    <Card.Root as="article" aria-labelledby="exercise-of-the-day-title" variant="outline">
      <Card.Header>
        <Flex justify="space-between" align="center" gap={3} wrap="wrap">
          <HStack gap={2}>
            <LuCalendarDays aria-hidden />
            <Heading as="h2" size="lg" id="exercise-of-the-day-title">
              Exercise of the day
            </Heading>
          </HStack>
          <HStack gap={2}>
            <Badge
              colorPalette="green"
              variant="subtle"
              size="lg"
              aria-label={`${successfulCount} correct answers today`}
            >
              <LuCircleCheck aria-hidden /> {successfulCount}
            </Badge>
            <Badge
              colorPalette="red"
              variant="subtle"
              size="lg"
              aria-label={`${failedCount} wrong answers today`}
            >
              <LuCircleX aria-hidden /> {failedCount}
            </Badge>
          </HStack>
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>
          <AnswerableExercise
            key={exercise.id}
            exercise={exercise}
            earlierAttempt={earlierAttempt}
            onAnswered={onAnswered}
            onNext={onNext}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}

/**
 * The exercise of the day on the user home (docs/product-rules.md#exercise-of-the-day); nothing at all when
 * there is none.
 */
export function ExerciseOfTheDayCard() {
  const navigate = useNavigate()
  const { daily, countAnswer } = useExerciseOfTheDay()
  const history = useInteractiveAttempts()

  if (daily.isLoading || history.isLoading) {
    return (
      // A status: an element without a role may not carry a name (aria-label).
      <Skeleton
        role="status"
        height={CARD_HEIGHT}
        rounded="lg"
        aria-busy="true"
        aria-label="Loading the exercise of the day"
      />
    )
  }
  if (!daily.data) return null
  const { exercise, successfulCount, failedCount } = daily.data
  return (
    <ExerciseOfTheDayView
      exercise={exercise}
      successfulCount={successfulCount}
      failedCount={failedCount}
      earlierAttempt={answerOfToday(exercise.id, history.data)}
      onAnswered={(attempt) => countAnswer(attempt.answer.correct)}
      onNext={() => navigate('/interactive')}
    />
  )
}
