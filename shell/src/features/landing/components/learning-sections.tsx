import type { ReactNode } from 'react'
import { Box, Heading, List, SimpleGrid, Stack, Text } from '@grile/shared/chakra'
import { paintedWhenNear } from '@grile/shared/ui'
import { LuCircleCheck } from 'react-icons/lu'
import { ZoomableImage } from '../../../components/zoomable-image'
import type { ThemedSource } from '../../../components/themed-image'
import { landingAnchors } from '../../../config/paths'
import { displayedExercisesCount, useExercisesCount } from '../../../api/get-exercises-count'
import { displayedExamsCount, useExamsCount } from '../../../api/get-exams-count'
import materialsLight from '../../../assets/materials-screen-light.svg'
import materialsDark from '../../../assets/materials-screen-dark.svg'
import examLight from '../../../assets/exam-screen-light.svg'
import examDark from '../../../assets/exam-screen-dark.svg'
import reviewLight from '../../../assets/review-screen-light.svg'
import reviewDark from '../../../assets/review-screen-dark.svg'

interface LearningSectionProps {
  id: string
  /** The section's Romanian name (docs/pages.md#landing-page). */
  name: string
  subtitle: string
  intro: ReactNode
  points: string[]
  image: { src: ThemedSource; alt: string }
  imageFirst?: boolean
}

function LearningSection({
  id,
  name,
  subtitle,
  intro,
  points,
  image,
  imageFirst = false,
}: LearningSectionProps) {
  return (
    <SimpleGrid
      as="section"
      id={id}
      aria-labelledby={`${id}-title`}
      columns={{ base: 1, md: 2 }}
      gap={{ base: 6, md: 10 }}
      alignItems="center"
      {...paintedWhenNear(650, 350)}
    >
      <Stack gap={4} order={{ base: 0, md: imageFirst ? 1 : 0 }}>
        <Box>
          <Heading as="h2" id={`${id}-title`} size="3xl">
            {name}
          </Heading>
          <Text color="brand.fg" fontWeight="semibold">
            {subtitle}
          </Text>
        </Box>
        <Text fontSize="lg">{intro}</Text>
        <List.Root gap={2} variant="plain">
          {points.map((point) => (
            <List.Item key={point} alignItems="start">
              <List.Indicator asChild color="green.fg" mt="3px">
                <LuCircleCheck />
              </List.Indicator>
              {point}
            </List.Item>
          ))}
        </List.Root>
      </Stack>
      <Box order={{ base: 1, md: imageFirst ? 0 : 1 }}>
        <ZoomableImage src={image.src} alt={image.alt} width={640} height={400} />
      </Box>
    </SimpleGrid>
  )
}

/**
 * The size of the bank, from the API. Until it answers (and if it cannot), the sentence keeps its place,
 * invisible, with placeholder digits of the same width: the text around it never reflows, whether the page
 * was rendered at build time or not. Figures of more digits than the placeholders are still shown.
 */
function BankSize() {
  const { data: exercisesCount } = useExercisesCount()
  const { data: examsCount } = useExamsCount()
  const exercises = exercisesCount === undefined ? 0 : displayedExercisesCount(exercisesCount)
  const exams = examsCount === undefined ? 0 : displayedExamsCount(examsCount)
  const known = exercises > 0 && exams > 0
  return (
    <Text
      as="span"
      fontWeight="semibold"
      fontVariantNumeric="tabular-nums"
      visibility={known ? 'visible' : 'hidden'}
      aria-hidden={known ? undefined : true}
      data-testid="bank-size"
    >
      {' '}
      The bank holds over {known ? exercises : '0000'} exercises in over {known ? exams : '00'} exams.
    </Text>
  )
}

/** Inveti, Practici, Reusesti: what a candidate does on Grile (docs/pages.md#landing-page). */
export function LearningSections() {
  return (
    <Stack gap={{ base: 14, md: 20 }}>
      <LearningSection
        id={landingAnchors.learn}
        name="Inveti"
        subtitle="Learn the theory"
        intro="Study the grammar of the admission syllabus chapter by chapter, then check yourself with the chapter tests that come with every lesson."
        points={[
          'Lessons on tenses, conditionals, reported speech, prepositions and more',
          'Chapter tests attached to every lesson',
          'Mark lessons as studied and see what is left',
        ]}
        image={{
          src: { light: materialsLight, dark: materialsDark },
          alt: 'A Grile lesson on conditionals next to its chapter tests',
        }}
      />
      <LearningSection
        id={landingAnchors.practise}
        name="Practici"
        subtitle="Practise like in the exam"
        intro={
          <>
            Take exam-style tests for the Academy or Câmpina, General or Grammar, from Easy to Hard. Generate
            an exam from the chapters you choose, or answer one exercise at a time in interactive mode,
            starting with the exercise of the day.
            <BankSize />
          </>
        }
        points={[
          'Timed tests with a grade out of 10',
          'Generated exams built from your own selection',
          'Interactive mode with an instant result and a daily exercise',
        ]}
        image={{
          src: { light: examLight, dark: examDark },
          alt: 'A Grile exam in progress, with a timer, and the exercise of the day',
        }}
        imageFirst
      />
      <LearningSection
        id={landingAnchors.succeed}
        name="Reusesti"
        subtitle="Succeed on the day"
        intro="Review every attempt with the correct answers, flag what you want to see again, ask the AI tutor why, and work with a teacher who follows your results."
        points={[
          'Attempt reviews with the correct answers and flags',
          'AI explanations for every answer',
          'A teacher who sees your tests and helps where you struggle',
        ]}
        image={{
          src: { light: reviewLight, dark: reviewDark },
          alt: 'A reviewed Grile attempt with an explanation from the AI tutor',
        }}
      />
    </Stack>
  )
}
