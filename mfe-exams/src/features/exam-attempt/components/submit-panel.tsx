import { Alert, Button, Spinner, Stack, Text } from '@grile/shared/chakra'
import type { ExamExerciseDto } from '@grile/shared/contract'
import { AccessNotice, type AccessProblem } from '../../../components/access-notice'
import { answeredCountOf, useAnswerStore, type AnswerStore } from '../stores/answer-store'

export interface SubmitPanelProps {
  /** Why this user cannot submit this exam, if they cannot. */
  problem: AccessProblem | undefined
  tokens: number
  store: AnswerStore
  exercises: ExamExerciseDto[]
  /** The submission is under way (retries included): the button shows it and takes no second click. */
  submitting: boolean
  /** A try failed transiently and another is coming. */
  retrying: boolean
  onSubmit: () => void
}

interface UnansweredProps {
  store: AnswerStore
  exercises: ExamExerciseDto[]
}

function useUnansweredCount(store: AnswerStore, exercises: ExamExerciseDto[]): number {
  return useAnswerStore(store, (state) => exercises.length - answeredCountOf(state.answers, exercises))
}

/** Only this text follows every answer; the button re-renders when everything is answered. */
function UnansweredNote({ store, exercises }: UnansweredProps) {
  const unansweredCount = useUnansweredCount(store, exercises)
  if (unansweredCount === 0) return <>Every exercise is answered.</>
  return <>{unansweredCount === 1 ? '1 exercise is' : `${unansweredCount} exercises are`} not answered yet.</>
}

export const SUBMIT_RETRY_TITLE = 'Connection lost — retrying your submission'
export const SUBMIT_RETRY_TEXT =
  'Your answers are kept on this device. We will keep trying; nothing is charged twice.'

/** Shown while a submission that failed on the way is tried again by itself. */
function RetryNotice() {
  return (
    <Alert.Root status="warning" role="alert" data-testid="submit-retrying">
      <Alert.Indicator>
        <Spinner size="sm" />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Title>{SUBMIT_RETRY_TITLE}</Alert.Title>
        <Alert.Description>{SUBMIT_RETRY_TEXT}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}

/**
 * Submit needs an answer for every exercise (and the right to attempt the exam)
 * (docs/product-rules.md#validation).
 */
export function SubmitPanel({
  problem,
  tokens,
  store,
  exercises,
  submitting,
  retrying,
  onSubmit,
}: SubmitPanelProps) {
  const allAnswered = useAnswerStore(
    store,
    (state) => answeredCountOf(state.answers, exercises) === exercises.length,
  )
  return (
    <Stack gap={3} align="start" mt={6} mb={2} data-testid="submit-panel">
      {problem ? (
        <AccessNotice problem={problem} />
      ) : (
        <>
          <Text>By clicking Submit, you spend 1 token and remain with {Math.max(0, tokens - 1)} tokens</Text>
          <Text fontSize="sm" color="fg.muted">
            <UnansweredNote store={store} exercises={exercises} />
          </Text>
        </>
      )}
      {retrying ? <RetryNotice /> : null}
      <Button
        colorPalette="blue"
        size="lg"
        minW="40"
        disabled={Boolean(problem) || !allAnswered}
        loading={submitting}
        // Also the button's accessible name meanwhile: a spinner alone would leave it nameless.
        loadingText="Submitting…"
        onClick={onSubmit}
      >
        Submit
      </Button>
    </Stack>
  )
}
