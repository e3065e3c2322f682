import { Heading, Stack, Text } from '@grile/shared/chakra'
import { PageTitle } from '@grile/shared/ui'
import { LessonOffer } from '../../features/lessons/components/lesson-offer'
import { SellingPoints } from '../../features/lessons/components/selling-points'
import { publicPageTitle } from '../../config/public-pages'
import { paths } from '../../config/paths'

export function LessonsPage() {
  return (
    <>
      <title>{publicPageTitle(paths.lessons)}</title>
      <PageTitle>Online lessons</PageTitle>
      <Stack gap={10}>
        <Text fontSize="lg" maxW="70ch">
          Prepare the English exam with a teacher, one to one, from home.
        </Text>
        <LessonOffer />
        <Stack as="section" gap={4} aria-labelledby="why-lessons">
          <Heading as="h2" id="why-lessons" size="2xl">
            Why book a session
          </Heading>
          <SellingPoints />
        </Stack>
      </Stack>
    </>
  )
}
