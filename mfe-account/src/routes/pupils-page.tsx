import { Button, Code, Stack, Text } from '@grile/shared/chakra'
import { Link as RouterLink } from '@grile/shared/router'
import { LuGrid3X3 } from 'react-icons/lu'
import { useCurrentUser } from '@grile/shared/auth'
import { CopyButton, LoadFailed, PageTitle, Loading } from '@grile/shared/ui'
import { routes } from '../config/paths'
import { usePupils } from '../features/pupils/api/get-pupils'
import { PupilsTable } from '../features/pupils/components/pupils-table'

export const NO_PUPILS_TEXT = 'You do not have any pupils; nobody has assigned you as their teacher yet.'

/** /pupils (docs/pages.md#pupils): the members who assigned the user as their teacher. */
export function PupilsPage() {
  const { user, isAdmin } = useCurrentUser()
  const { data, isLoading, error, mutate } = usePupils(user?.id)
  if (!user) return <Loading />
  return (
    <>
      <PageTitle>Pupils</PageTitle>
      <Stack gap={6}>
        <Stack gap={2} maxW="3xl">
          <Text>
            These are the members who assigned you as their teacher. You can follow their attempts, exams and
            materials.
          </Text>
          <Text>
            To become someone&apos;s teacher, share your Teacher User Id with them:{' '}
            <Code data-testid="own-user-id">{user.id}</Code>. They enter it on their Teacher page.
          </Text>
          <CopyButton value={user.id} what="Teacher User Id" />
        </Stack>
        {isLoading ? (
          <Loading />
        ) : error ? (
          <LoadFailed text="The pupils could not be loaded." onRetry={() => void mutate()} />
        ) : data && data.length > 0 ? (
          <>
            <Button asChild variant="outline" alignSelf="start">
              <RouterLink to={routes.classMastery}>
                <LuGrid3X3 /> Class mastery
              </RouterLink>
            </Button>
            <PupilsTable teacherId={user.id} pupils={data} isAdmin={isAdmin} />
          </>
        ) : (
          <Text color="fg.muted" data-testid="no-pupils">
            {NO_PUPILS_TEXT}
          </Text>
        )}
      </Stack>
    </>
  )
}
