import { Stack } from '@grile/shared/chakra'
import { useParams } from '@grile/shared/router'
import { PageTitle } from '@grile/shared/ui'
import { BackToPupils } from '../components/back-to-pupils'
import { GradesSection } from '../features/grades/components/grades-section'
import { MasterySection } from '../features/mastery/components/mastery-section'

/**
 * /pupils/:pupilUserId: a teacher's view of a pupil's grades over time and mastery (Grile's own addition;
 * docs/pages.md#pupil-grades-and-mastery).
 */
export function PupilGradesPage() {
  const { pupilUserId = '' } = useParams()
  return (
    <>
      <PageTitle pupilUserId={pupilUserId}>Grades and mastery</PageTitle>
      <Stack gap={6}>
        <GradesSection userId={pupilUserId} />
        <MasterySection userId={pupilUserId} whose="the pupil's" />
        <BackToPupils />
      </Stack>
    </>
  )
}
