import type { ReactNode } from 'react'
import { Box, Grid, Heading, Stack, Text } from '@grile/shared/chakra'
import type { PassageDto } from '../contract'

/** Paragraphs are separated by a blank line; a single line break (a letter's signature) is kept. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
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
      <Text
        fontSize="xs"
        fontWeight="semibold"
        letterSpacing="wide"
        textTransform="uppercase"
        color="fg.muted"
      >
        Read the text, then answer the questions on it
      </Text>
      <Heading as="h2" size="md" mt={1} mb={3}>
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

/** Consecutive items on one reading text, or a single item on none; `index` is the item's place in the list. */
interface PassageBlock<T> {
  passage: PassageDto | null
  items: { item: T; index: number }[]
}

/** Groups a list into blocks: the questions on one text (they come one after another) share a block. */
function passageBlocks<T>(items: readonly T[], passageOf: (item: T) => PassageDto | null): PassageBlock<T>[] {
  const blocks: PassageBlock<T>[] = []
  items.forEach((item, index) => {
    const passage = passageOf(item)
    const last = blocks[blocks.length - 1]
    if (passage && last?.passage?.id === passage.id) last.items.push({ item, index })
    else blocks.push({ passage, items: [{ item, index }] })
  })
  return blocks
}

interface ReadingBlockProps {
  passage: PassageDto
  /** Where the text sticks on wide screens: below the page's sticky bars. */
  stickyTop: string
  /** The questions on the text. */
  children: ReactNode
}

/**
 * A reading text with its questions: above them on phones and narrow screens, beside them on wide ones,
 * where the text stays in view (scrolling on its own) while the student works through the questions.
 */
function ReadingBlock({ passage, stickyTop, children }: ReadingBlockProps) {
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }}
      gap={3}
      alignItems="start"
    >
      <Box
        position={{ lg: 'sticky' }}
        top={{ lg: stickyTop }}
        maxH={{ lg: `calc(100vh - ${stickyTop} - 16px)` }}
        overflowY={{ lg: 'auto' }}
        rounded="md"
      >
        <ReadingPassage passage={passage} />
      </Box>
      {children}
    </Grid>
  )
}

interface ListWithReadingTextsProps<T> {
  items: readonly T[]
  passageOf: (item: T) => PassageDto | null
  keyOf: (item: T) => string
  /** Where a text sticks beside its questions on wide screens (below the page's sticky bars). */
  stickyTop: string
  /** One item's content, for its own list item. */
  renderItem: (item: T, index: number) => ReactNode
}

/**
 * The list items of an ordered list of questions: each question in its own item, and the questions on one
 * reading text together in one item with the text (`ReadingBlock`), as a nested list.
 */
export function ListWithReadingTexts<T>({
  items,
  passageOf,
  keyOf,
  stickyTop,
  renderItem,
}: ListWithReadingTextsProps<T>) {
  return (
    <>
      {passageBlocks(items, passageOf).map(({ passage, items: block }) => {
        const entries = block.map(({ item, index }) => <li key={keyOf(item)}>{renderItem(item, index)}</li>)
        if (!passage) return entries
        return (
          <li key={`${passage.id}-${block[0]?.index}`}>
            <ReadingBlock passage={passage} stickyTop={stickyTop}>
              <Stack gap={3} as="ol" listStyleType="none" aria-label={`Questions on ${passage.title}`}>
                {entries}
              </Stack>
            </ReadingBlock>
          </li>
        )
      })}
    </>
  )
}
