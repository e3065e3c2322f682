import { useRef, useState } from 'react'
import { newSessionId, type ExerciseDto, type interactiveAttempts } from '@grile/shared/contract'
import { showError } from '@grile/shared/ui'
import { useCreateInteractiveAttempt } from '../api/create-interactive-attempt'
import { canSubmitAnswer } from '../lib/answer-rules'
import { messages } from '../lib/messages'

type InteractiveAttempt = interactiveAttempts.InteractiveAttempt

/**
 * Answering one exercise: the chosen answer, the submission and its result. Mount it once per exercise
 * shown: its sessionId makes a repeated submission of the same exercise count once.
 */
export function useAnswerExercise(
  exercise: ExerciseDto,
  onAnswered?: (attempt: InteractiveAttempt) => void,
  /** An earlier answer to the same exercise: the result shows straight away. */
  earlierAttempt: InteractiveAttempt | null = null,
  /** An answer is being sent (whatever comes of it). */
  onSubmit?: () => void,
) {
  const [selectedAnswerId, setSelectedAnswerId] = useState<string | null>(earlierAttempt?.answer.id ?? null)
  const [attempt, setAttempt] = useState<InteractiveAttempt | null>(earlierAttempt)
  const [sessionId] = useState(() => newSessionId())
  const { trigger, isMutating } = useCreateInteractiveAttempt()
  // isMutating changes on the next render; two quick key presses must not both submit.
  const submitting = useRef(false)

  const answered = attempt !== null
  const canSubmit = canSubmitAnswer({
    canAttemptExercise: exercise.canAttemptExercise,
    submitting: isMutating,
    selectedAnswerId,
    answered,
  })

  async function submit(answerId: string | null = selectedAnswerId) {
    const allowed = canSubmitAnswer({
      canAttemptExercise: exercise.canAttemptExercise,
      submitting: submitting.current,
      selectedAnswerId: answerId,
      answered,
    })
    if (!allowed || !answerId) return
    submitting.current = true
    onSubmit?.()
    try {
      const created = await trigger({ answerId, answersShuffleSeed: exercise.answersShuffleSeed, sessionId })
      setAttempt(created)
      onAnswered?.(created)
    } catch {
      showError(messages.submitFailed)
    } finally {
      submitting.current = false
    }
  }

  function select(answerId: string, { submitNow = false } = {}) {
    if (answered || submitting.current) return
    setSelectedAnswerId(answerId)
    if (submitNow) void submit(answerId)
  }

  /** The correct answer once the result is known. */
  const correctAnswerId = attempt?.exercise.answers.find((answer) => answer.correct)?.id ?? null

  return {
    selectedAnswerId,
    select,
    submit: () => void submit(),
    canSubmit,
    submitting: isMutating,
    attempt,
    correctAnswerId,
  }
}
