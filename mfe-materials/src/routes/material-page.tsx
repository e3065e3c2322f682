import { useEffect, useRef, useState } from 'react'
import { Badge, Box, Button, Flex, Heading, HStack, Link, Stack, Text } from '@grile/shared/chakra'
import { Link as RouterLink, useParams } from '@grile/shared/router'
import { LuArrowDown, LuFileCode, LuPencil, LuPrinter } from 'react-icons/lu'
import { useCurrentUser } from '@grile/shared/auth'
import { formatDate } from '@grile/shared/dates'
import { LessonFrame, PageTitle, Loading } from '@grile/shared/ui'
import { ASSOCIATED_EXAMS_ANCHOR, routes } from '../config/paths'
import { useMaterial } from '../features/materials/api/get-material'
import { useMaterialContent } from '../features/materials/api/get-material-content'
import { LessonPrintCopy } from '../features/materials/components/lesson-print-copy'
import { LessonPrintStyles } from '../features/materials/components/lesson-print-styles'
import { MaterialExams, preloadMaterialExams } from '../features/materials/components/material-exams'
import { ReadingProgressBar } from '../features/materials/components/reading-progress-bar'
import { StudyToggleButton } from '../features/materials/components/study-toggle-button'

/** The text when the material (or its lesson) could not be loaded (docs/pages.md#material). */
export const MATERIAL_UNAVAILABLE_TEXT = 'Material could not be loaded.'

function Unavailable() {
  return (
    <Text py={6} color="fg.muted" data-testid="material-unavailable">
      {MATERIAL_UNAVAILABLE_TEXT}
    </Text>
  )
}

/** The lesson: on screen in its frame with the reading progress, on paper as the print copy. */
function Lesson({
  content,
  title,
  onPlaced,
}: {
  content: ReturnType<typeof useMaterialContent>
  title: string
  onPlaced: () => void
}) {
  const lessonRef = useRef<HTMLDivElement>(null)
  const { data: html, error, isLoading } = content
  if (isLoading) return <Loading />
  if (error || html === undefined) return <Unavailable />
  return (
    <Box ref={lessonRef} as="article" aria-label="Lesson">
      <ReadingProgressBar lessonRef={lessonRef} />
      <LessonFrame title={title} html={html} onPlaced={onPlaced} />
      <LessonPrintCopy html={html} />
    </Box>
  )
}

/** /materials/:materialId (docs/pages.md#material): the lesson, its study mark, and its exams. */
export function MaterialPage() {
  const { materialId = '' } = useParams()
  const { isAdmin } = useCurrentUser()
  const { data: material, error, isLoading } = useMaterial(materialId)
  // The lesson and the exams below it load beside the material, not after it.
  const content = useMaterialContent(materialId)
  useEffect(() => preloadMaterialExams(materialId), [materialId])
  // The exams come below the lesson once it has its full height (its frame grows to it when loaded), so
  // they are never seen jumping down the page; a lesson that could not be loaded leaves them in place.
  const [placedLesson, setPlacedLesson] = useState<string>()
  const lessonPlaced = placedLesson === materialId || Boolean(content.error)

  if (isLoading) return <Loading />
  if (error || !material) {
    return (
      <>
        <PageTitle>Material</PageTitle>
        <Unavailable />
      </>
    )
  }

  return (
    <Stack gap={6} data-lesson-page>
      <LessonPrintStyles />
      <Box>
        <Badge colorPalette="orange" variant="subtle" mb={2} data-testid="material-topic">
          {material.topic.name}
        </Badge>
        <PageTitle>{material.title}</PageTitle>
        <Flex gap={3} wrap="wrap" align="center" data-print-hidden>
          <StudyToggleButton materialId={material.id} studied={material.studiedAt !== null} />
          {material.studiedAt ? (
            <Text color="fg.muted" fontSize="sm">
              Studied on {formatDate(material.studiedAt)}
            </Text>
          ) : null}
          <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
            <RouterLink to={`#${ASSOCIATED_EXAMS_ANCHOR}`}>
              <LuArrowDown /> Go to the associated exams
            </RouterLink>
          </Link>
          <Button variant="ghost" size="sm" onClick={() => window.print()} ms={{ md: 'auto' }}>
            <LuPrinter /> Print
          </Button>
        </Flex>
        {isAdmin ? (
          <HStack gap={2} mt={3} wrap="wrap" data-print-hidden>
            <Button asChild size="xs" variant="outline">
              <RouterLink to={routes.adminEditMaterial(material.id)}>
                <LuPencil /> Edit title or topic
              </RouterLink>
            </Button>
            <Button asChild size="xs" variant="outline">
              <RouterLink to={routes.adminEditMaterialContent(material.id)}>
                <LuFileCode /> Edit content
              </RouterLink>
            </Button>
          </HStack>
        ) : null}
      </Box>
      <Lesson content={content} title={material.title} onPlaced={() => setPlacedLesson(materialId)} />
      {lessonPlaced ? (
        <Box
          as="section"
          aria-labelledby={`${ASSOCIATED_EXAMS_ANCHOR}-heading`}
          id={ASSOCIATED_EXAMS_ANCHOR}
          data-print-hidden
        >
          <Heading as="h2" size="lg" mb={3} id={`${ASSOCIATED_EXAMS_ANCHOR}-heading`}>
            Associated Exams
          </Heading>
          <MaterialExams materialId={material.id} />
        </Box>
      ) : null}
    </Stack>
  )
}
