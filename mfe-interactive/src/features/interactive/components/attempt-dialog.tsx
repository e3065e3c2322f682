import { useId } from 'react'
import { CloseButton, Dialog, Portal, Stack, Text } from '@grile/shared/chakra'
import type { interactiveAttempts } from '@grile/shared/contract'
import { formatDateTime } from '@grile/shared/dates'
import { Overlay } from '@grile/shared/ui'
import { AiTutorExplanation } from './ai-tutor-explanation'
import { AnswerChoices } from './answer-choices'

interface AttemptDialogProps {
  attempt: interactiveAttempts.InteractiveAttempt | null
  onClose: () => void
}

/** One attempt of the history, seen again: the answers as they were shown, coloured by the result. */
export function AttemptDialog({ attempt, onClose }: AttemptDialogProps) {
  const questionId = useId()
  const correctAnswerId = attempt?.exercise.answers.find((answer) => answer.correct)?.id ?? null
  return (
    <Overlay open={attempt !== null} onUnavailable={onClose}>
      <Dialog.Root
        open={attempt !== null}
        onOpenChange={(details) => !details.open && onClose()}
        size="lg"
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              {attempt ? (
                <>
                  <Dialog.Header>
                    <Dialog.Title>
                      {attempt.answer.correct ? 'Answered correctly' : 'Answered incorrectly'}
                    </Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap={4}>
                      <Text fontSize="sm" color="fg.muted">
                        {formatDateTime(attempt.createdAt)}
                      </Text>
                      <Text id={questionId} fontSize="lg" fontWeight="medium" whiteSpace="pre-line">
                        {attempt.exercise.question}
                      </Text>
                      <AnswerChoices
                        labelledBy={questionId}
                        answers={attempt.exercise.answers}
                        selectedAnswerId={attempt.answer.id}
                        correctAnswerId={correctAnswerId}
                      />
                      <AiTutorExplanation interactiveAttemptId={attempt.id} />
                    </Stack>
                  </Dialog.Body>
                  <Dialog.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label="Close" />
                  </Dialog.CloseTrigger>
                </>
              ) : null}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Overlay>
  )
}
