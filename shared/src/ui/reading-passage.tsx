import { Box, Heading, Stack, Text } from '@grile/shared/chakra'
import type { PassageDto } from '../contract'

/** Paragraphs are separated by a blank line; a single line break (a letter's signature) is kept. */
function paragraphsOf(text: string): string[] {
  return text.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean)
}

/**
 * A reading text, shown above the questions on it in exams, reviews and practice
 * (docs/pages.md#reading-texts).
 */
export function ReadingPassage({ passage }: { passage: PassageDto }) {
  return (
    <Box
      as="article"
      aria-label={`Reading text: ${passage.title}`}
      data-testid="reading-passage"
      borderWidth="1px"
      borderRadius="md"
      bg="bg.subtle"
      px={{ base: 3, md: 5 }}
      py={{ base: 3, md: 4 }}
    >
      <Text fontSize="xs" fontWeight="semibold" letterSpacing="wide" textTransform="uppercase" color="fg.muted">
        Read the text, then answer the questions on it
      </Text>
      <Heading as="h3" size="md" mt={1} mb={3}>
        {passage.title}
      </Heading>
      <Stack gap={3} maxW="70ch">
        {paragraphsOf(passage.text).map((paragraph, index) => (
          <Text key={index} whiteSpace="pre-line" lineHeight="tall">
            {paragraph}
          </Text>
        ))}
      </Stack>
    </Box>
  )
}

/** Whether the exercise at `index` opens a new reading text (its text is shown above it). */
export function opensPassage(exercises: readonly { passage: PassageDto | null }[], index: number): boolean {
  const passage = exercises[index]?.passage
  return Boolean(passage) && passage?.id !== exercises[index - 1]?.passage?.id
}
