import { Stack, Text } from '@grile/shared/chakra'
import { useCurrentUser } from '@grile/shared/auth'
import { LoadFailed, Loading, PageTitle } from '@grile/shared/ui'
import { BackToPupils } from '../components/back-to-pupils'
import { useClassMastery } from '../features/mastery/api/get-class-mastery'
import { ClassMasteryGrid } from '../features/mastery/components/class-mastery-grid'

export const NO_CLASS_TEXT = 'You do not have any pupils yet, so there is no class to show.'

/** /pupils/mastery (docs/pages.md#class-mastery): the teacher's pupils × areas, weak cells marked. */
export function ClassMasteryPage() {
  const { user } = useCurrentUser()
  const { data, isLoading, error, mutate } = useClassMastery(user?.id)
  if (!user) return <Loading />
  return (
    <>
      <PageTitle>Class mastery</PageTitle>
      <Stack gap={6}>
        <Text maxW="3xl">
          Each pupil&apos;s level in each grammar topic and in each school&apos;s general exercises, from
          their latest {data?.window ?? 20} answers in it. A weak area is marked Weak, in red; a pupil&apos;s
          name opens their grades and mastery.
        </Text>
        {isLoading ? (
          <Loading />
        ) : error || !data ? (
          <LoadFailed text="The class mastery could not be loaded." onRetry={() => void mutate()} />
        ) : data.pupils.length === 0 ? (
          <Text color="fg.muted">{NO_CLASS_TEXT}</Text>
        ) : (
          <ClassMasteryGrid data={data} />
        )}
        <BackToPupils />
      </Stack>
    </>
  )
}
