import { useEffect, useId, useRef } from 'react'
import { Button, HStack, Stack, Text } from '@grile/shared/chakra'
import { LuArrowRight } from 'react-icons/lu'
import { answerLetter, type ExerciseDto, type interactiveAttempts } from '@grile/shared/contract'
import { ReadingPassage } from '@grile/shared/ui'
import { useAnswerExercise } from '../hooks/use-answer-exercise'
import { useAnswerKeys } from '../hooks/use-answer-keys'
import { AiTutorExplanation } from './ai-tutor-explanation'
import { AnswerChoices } from './answer-choices'
import { CannotAttemptNotice } from './cannot-attempt-notice'

interface AnswerableExerciseProps {
  exercise: ExerciseDto
  /** An answer is being sent (whatever comes of it). */
  onSubmit?: () => void
  onAnswered?: (attempt: interactiveAttempts.InteractiveAttempt) => void
  onNext: () => void
  /** Choosing an answer submits it at once. */
  chooseImmediately?: boolean
  /** a–d / 1–4 and Enter work anywhere on the page (the interactive page, not the home's card). */
  keyboard?: boolean
  /** An earlier answer to this exercise, shown as the result. */
  earlierAttempt?: interactiveAttempts.InteractiveAttempt | null
}

/** One exercise: choose, submit, see the result with the AI tutor's explanation on request, then Next. */
export function AnswerableExercise({
  exercise,
  onSubmit,
  onAnswered,
  onNext,
  chooseImmediately = false,
  keyboard = false,
  earlierAttempt = null,
}: AnswerableExerciseProps) {
  const questionId = useId()
  const nextButton = useRef<HTMLButtonElement>(null)
  const { selectedAnswerId, select, submit, canSubmit, submitting, attempt, correctAnswerId } =
    useAnswerExercise(exercise, onAnswered, earlierAttempt, onSubmit)
  const answered = attempt !== null

  useAnswerKeys({
    enabled: keyboard,
    answersCount: exercise.answers.length,
    onChoose: (index) => {
      const answer = exercise.answers[index]
      if (answer) select(answer.id, { submitNow: chooseImmediately })
    },
    onEnter: () => (answered ? onNext() : submit()),
  })

  useEffect(() => {
    // Keyboard users continue with Enter on Next.
    if (answered && keyboard) nextButton.current?.focus()
  }, [answered, keyboard])

  const correctIndex = exercise.answers.findIndex((answer) => answer.id === correctAnswerId)

  return (
    <Stack gap={4}>
      {exercise.passage ? <ReadingPassage passage={exercise.passage} /> : null}
      <Text id={questionId} fontSize="lg" fontWeight="medium" whiteSpace="pre-line">
        {exercise.question}
      </Text>
      <AnswerChoices
        labelledBy={questionId}
        answers={exercise.answers}
        selectedAnswerId={selectedAnswerId}
        correctAnswerId={correctAnswerId}
        onSelect={(answerId) => select(answerId, { submitNow: chooseImmediately })}
        disabled={submitting}
        arrowsMoveFocusOnly={chooseImmediately}
      />
      {!exercise.canAttemptExercise && !answered ? <CannotAttemptNotice /> : null}
      {attempt ? (
        <Stack gap={4}>
          <Text role="status" fontWeight="semibold" color={attempt.answer.correct ? 'green.fg' : 'red.fg'}>
            {attempt.answer.correct
              ? 'Correct!'
              : `Incorrect. The right answer is ${correctIndex >= 0 ? `${answerLetter(correctIndex)})` : 'marked in green'}.`}
          </Text>
          <HStack>
            <Button ref={nextButton} colorPalette="blue" onClick={onNext}>
              Next <LuArrowRight />
            </Button>
          </HStack>
          <AiTutorExplanation
            interactiveAttemptId={attempt.id}
            // The explanation is read out as it arrives; Enter keeps going to Next.
            onAsked={keyboard ? () => nextButton.current?.focus() : undefined}
          />
        </Stack>
      ) : (
        <HStack>
          <Button
            colorPalette="blue"
            onClick={submit}
            disabled={!canSubmit}
            loading={submitting}
            loadingText="Submitting"
          >
            Submit
          </Button>
        </HStack>
      )}
    </Stack>
  )
}
