import { useState } from 'react'
import { Box, HStack, IconButton, Spinner, Stack, Text } from '@grile/shared/chakra'
import { LuBotMessageSquare } from 'react-icons/lu'
import { explanations } from '@grile/shared/contract'
import { useInteractiveAttemptExplanation } from '../api/get-interactive-attempt-explanation'

/** The AI tutor's icon; its explanation of the answer shows only once the icon is clicked. */
export function AiTutorExplanation({
  interactiveAttemptId,
  onAsked,
}: {
  interactiveAttemptId: string
  /** Called when the icon is clicked, e.g. to hand the focus back to Next. */
  onAsked?: () => void
}) {
  const [asked, setAsked] = useState(false)
  const { data, error, isLoading } = useInteractiveAttemptExplanation(asked ? interactiveAttemptId : null)

  return (
    <Stack gap={3}>
      <HStack>
        <IconButton
          aria-label="Ask the AI tutor to explain"
          title="Ask the AI tutor to explain"
          colorPalette="purple"
          variant={asked ? 'solid' : 'subtle'}
          rounded="full"
          onClick={() => {
            setAsked(true)
            onAsked?.()
          }}
          aria-expanded={asked}
          aria-controls={`explanation-${interactiveAttemptId}`}
        >
          <LuBotMessageSquare />
        </IconButton>
        {asked ? null : (
          <Text color="fg.muted" fontSize="sm">
            Ask the AI tutor why
          </Text>
        )}
      </HStack>
      {asked ? (
        <Box
          id={`explanation-${interactiveAttemptId}`}
          role="region"
          aria-label="Explanation"
          aria-busy={isLoading}
          aria-live="polite"
          borderLeftWidth="4px"
          borderColor="purple.solid"
          bg="purple.subtle"
          rounded="md"
          px={4}
          py={3}
        >
          {isLoading ? (
            <Spinner size="sm" aria-label="The AI tutor is thinking" />
          ) : (
            <Text whiteSpace="pre-line">{error ? explanations.EXPLANATION_UNAVAILABLE_TEXT : data}</Text>
          )}
        </Box>
      ) : null}
    </Stack>
  )
}
