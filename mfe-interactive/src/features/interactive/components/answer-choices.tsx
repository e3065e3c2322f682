import { useRef, type KeyboardEvent } from 'react'
import { Box, Button, Stack, Text } from '@grile/shared/chakra'
import { LuCircleCheck, LuCircleX } from 'react-icons/lu'
import { answerLetter, type AnswerDto } from '@grile/shared/contract'
import { answerTone, type AnswerTone } from '../lib/answer-rules'
import { SOLID_HOVER } from '@grile/shared/theme'

interface AnswerChoicesProps {
  /** The id of the question's text, which names the group. */
  labelledBy: string
  answers: AnswerDto[]
  selectedAnswerId: string | null
  /** Known once the result is in; then the answers are read-only. */
  correctAnswerId: string | null
  onSelect?: (answerId: string) => void
  disabled?: boolean
  /** Arrow keys only move the focus (choosing immediately would otherwise submit on every arrow). */
  arrowsMoveFocusOnly?: boolean
}

const toneStyle: Record<AnswerTone, { colorPalette: string; variant: 'solid' | 'outline' }> = {
  primary: { colorPalette: 'blue', variant: 'solid' },
  success: { colorPalette: 'green', variant: 'solid' },
  error: { colorPalette: 'red', variant: 'solid' },
  neutral: { colorPalette: 'gray', variant: 'outline' },
}

/** The answers of one exercise as a single-choice group, lettered a), b), c)… */
export function AnswerChoices({
  labelledBy,
  answers,
  selectedAnswerId,
  correctAnswerId,
  onSelect,
  disabled = false,
  arrowsMoveFocusOnly = false,
}: AnswerChoicesProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const readOnly = correctAnswerId !== null
  const selectedIndex = answers.findIndex((answer) => answer.id === selectedAnswerId)
  const tabStop = selectedIndex >= 0 ? selectedIndex : 0

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step =
      event.key === 'ArrowDown' || event.key === 'ArrowRight'
        ? 1
        : event.key === 'ArrowUp' || event.key === 'ArrowLeft'
          ? -1
          : 0
    if (!step) return
    event.preventDefault()
    const next = (index + step + answers.length) % answers.length
    buttons.current[next]?.focus()
    const answer = answers[next]
    if (answer && !arrowsMoveFocusOnly) onSelect?.(answer.id)
  }

  return (
    <Stack role="radiogroup" aria-labelledby={labelledBy} aria-readonly={readOnly || undefined} gap={2}>
      {answers.map((answer, index) => {
        const tone = answerTone(answer.id, selectedAnswerId, correctAnswerId)
        const checked = answer.id === selectedAnswerId
        return (
          <Button
            key={answer.id}
            ref={(element) => {
              buttons.current[index] = element
            }}
            role="radio"
            aria-checked={checked}
            // Read-only after the result without aria-disabled, which would grey the colours out.
            aria-disabled={disabled || undefined}
            tabIndex={index === tabStop ? 0 : -1}
            data-tone={tone}
            {...toneStyle[tone]}
            _hover={toneStyle[tone].variant === 'solid' ? SOLID_HOVER : undefined}
            size="lg"
            h="auto"
            minH="12"
            py={3}
            px={4}
            justifyContent="flex-start"
            textAlign="start"
            whiteSpace="normal"
            fontWeight="normal"
            cursor={readOnly || disabled ? 'default' : 'pointer'}
            onClick={() => {
              if (!readOnly && !disabled) onSelect?.(answer.id)
            }}
            onKeyDown={(event) => handleKeyDown(event, index)}
          >
            <Text as="span" fontWeight="semibold" flexShrink={0}>
              {answerLetter(index)})
            </Text>{' '}
            <Box as="span" flex="1">
              {answer.text}
            </Box>
            {tone === 'success' ? <LuCircleCheck aria-label="Correct answer" role="img" /> : null}
            {tone === 'error' ? <LuCircleX aria-label="Your answer, incorrect" role="img" /> : null}
          </Button>
        )
      })}
    </Stack>
  )
}
