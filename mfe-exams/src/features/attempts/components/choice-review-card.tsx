import { useState } from 'react'
import {
  Badge,
  Box,
  Button,
  Flex,
  HStack,
  Icon,
  IconButton,
  Spinner,
  Stack,
  Text,
} from '@grile/shared/chakra'
import { LuCircleCheck, LuCircleX, LuFlag, LuSparkles } from 'react-icons/lu'
import { answerLabel } from '@grile/shared/contract'
import type { Attempt } from '../api/get-attempt'
import { EXPLANATION_UNAVAILABLE_TEXT, useChoiceExplanation } from '../api/get-choice-explanation'
import { useFlagChoiceForReview } from '../api/flag-choice-for-review'
import { useUnflagChoiceForReview } from '../api/unflag-choice-for-review'

type Choice = Attempt['choices'][number]

function Explanation({ choiceId }: { choiceId: string }) {
  const { data, error, isLoading } = useChoiceExplanation(choiceId)
  return (
    <Box
      mt={3}
      p={3}
      rounded="md"
      bg="purple.subtle"
      color="purple.fg"
      aria-live="polite"
      data-testid="explanation"
    >
      {isLoading ? (
        <HStack gap={2}>
          <Spinner size="xs" />
          <Text>Thinking…</Text>
        </HStack>
      ) : (
        <Text whiteSpace="pre-line">{error ? EXPLANATION_UNAVAILABLE_TEXT : data}</Text>
      )}
    </Box>
  )
}

function FlagButton({ choice }: { choice: Choice }) {
  const flag = useFlagChoiceForReview()
  const unflag = useUnflagChoiceForReview()
  const busy = flag.isMutating || unflag.isMutating
  const toggle = () => {
    const action = choice.flaggedForReview ? unflag.trigger(choice.id) : flag.trigger(choice.id)
    // Review action failures are ignored (docs/product-rules.md#review-workflow).
    action.catch((error: unknown) => console.warn('Flagging the choice failed.', error))
  }
  return (
    <IconButton
      size="sm"
      variant={choice.flaggedForReview ? 'solid' : 'ghost'}
      colorPalette={choice.flaggedForReview ? 'orange' : 'gray'}
      aria-label="Flag this answer"
      aria-pressed={choice.flaggedForReview}
      title={choice.flaggedForReview ? 'Remove the flag' : 'Flag this answer for review'}
      disabled={busy}
      onClick={toggle}
    >
      <LuFlag />
    </IconButton>
  )
}

export interface ChoiceReviewCardProps {
  choice: Choice
  /** 1-based position in the whole attempt (kept when filters hide others). */
  number: number
  /** Only the attempt's owner flags choices. */
  canFlag: boolean
}

/** One answered exercise: the answer chosen, the correct one, a flag and the AI tutor's explanation. */
export function ChoiceReviewCard({ choice, number, canFlag }: ChoiceReviewCardProps) {
  const [explaining, setExplaining] = useState(false)
  const { exercise, answer } = choice
  const questionId = `review-question-${choice.id}`
  return (
    <Box
      as="section"
      aria-labelledby={questionId}
      borderWidth="1px"
      borderLeftWidth="4px"
      borderLeftColor={answer.correct ? 'green.solid' : 'red.solid'}
      rounded="lg"
      p={{ base: 3, md: 4 }}
      bg="bg.panel"
      data-testid="choice"
      data-correct={answer.correct}
      data-flagged={choice.flaggedForReview}
    >
      {/* On a phone the actions take a row of their own, under the question: beside it, they left the question
          a third of the card's width. */}
      <Flex gap={3} align="start" mb={3} wrap={{ base: 'wrap', md: 'nowrap' }}>
        <Icon
          boxSize={5}
          mt={0.5}
          color={answer.correct ? 'green.fg' : 'red.fg'}
          aria-label={answer.correct ? 'Correct' : 'Incorrect'}
          role="img"
          aria-hidden={false}
        >
          {answer.correct ? <LuCircleCheck /> : <LuCircleX />}
        </Icon>
        <Text id={questionId} fontWeight="medium" flex="1" minW={0}>
          <Box as="span" color="fg.muted" mr={2} fontVariantNumeric="tabular-nums">
            {number}.
          </Box>
          {exercise.question}
        </Text>
        <HStack gap={1} w={{ base: 'full', md: 'auto' }} ps={{ base: 6, md: 0 }}>
          {canFlag ? <FlagButton choice={choice} /> : null}
          <Button
            size="sm"
            variant={explaining ? 'subtle' : 'ghost'}
            colorPalette="purple"
            aria-expanded={explaining}
            onClick={() => setExplaining((shown) => !shown)}
          >
            <LuSparkles /> Explain
          </Button>
        </HStack>
      </Flex>
      <Stack as="ul" listStyleType="none" gap={1.5} ps={{ base: 0, md: 8 }}>
        {exercise.answers.map((option, index) => {
          const chosen = option.id === answer.id
          return (
            <Flex
              as="li"
              key={option.id}
              gap={2}
              align="center"
              wrap="wrap"
              px={3}
              py={1.5}
              rounded="md"
              borderWidth="1px"
              borderColor={option.correct ? 'green.muted' : chosen ? 'red.muted' : 'transparent'}
              bg={option.correct ? 'green.subtle' : chosen ? 'red.subtle' : undefined}
              data-chosen={chosen || undefined}
              data-correct-answer={option.correct || undefined}
            >
              <Text>
                <Box as="span" fontWeight="semibold">
                  {answerLabel(index)}
                </Box>{' '}
                {option.text}
              </Text>
              {chosen ? (
                <Badge colorPalette={option.correct ? 'green' : 'red'} variant="solid" size="sm">
                  Your answer
                </Badge>
              ) : null}
              {option.correct ? (
                <Badge colorPalette="green" variant="outline" size="sm">
                  Correct answer
                </Badge>
              ) : null}
            </Flex>
          )
        })}
      </Stack>
      {explaining ? <Explanation choiceId={choice.id} /> : null}
    </Box>
  )
}
