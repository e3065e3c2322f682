import { Button, Flex, Text } from '@grile/shared/chakra'
import { Link as RouterLink, useSearchParams } from '@grile/shared/router'
import { LuPlus } from 'react-icons/lu'
import { useCurrentUser } from '@grile/shared/auth'
import { LoadFailed, PageTitle, Loading } from '@grile/shared/ui'
import { routes } from '../config/paths'
import { useMaterials } from '../features/materials/api/get-materials'
import { MaterialsTable } from '../features/materials/components/materials-table'

/** The text of an empty list and of a list that failed to load (docs/pages.md#materials-list). */
export const MATERIALS_UNAVAILABLE_TEXT = 'Materials could not be loaded.'

/**
 * /materials (docs/pages.md#materials-list): the study marks of the user, or of a pupil (?pupilUserId=) for
 * their teacher.
 */
export function MaterialsPage() {
  const { user, isAdmin } = useCurrentUser()
  const [searchParams] = useSearchParams()
  const pupilUserId = searchParams.get('pupilUserId') || undefined
  const ownList = !pupilUserId || pupilUserId === user?.id
  const { data, error, isLoading, mutate } = useMaterials(ownList ? undefined : pupilUserId)

  return (
    <>
      <Flex justify="space-between" align="start" gap={3} wrap="wrap">
        <PageTitle pupilUserId={ownList ? undefined : pupilUserId}>Materials</PageTitle>
        {isAdmin ? (
          <Button asChild size="sm" colorPalette="blue" variant="outline">
            <RouterLink to={routes.adminCreateMaterial}>
              <LuPlus /> Create
            </RouterLink>
          </Button>
        ) : null}
      </Flex>
      {isLoading ? (
        <Loading />
      ) : error ? (
        <LoadFailed
          text={MATERIALS_UNAVAILABLE_TEXT}
          onRetry={() => void mutate()}
          testId="materials-unavailable"
        />
      ) : !data?.length ? (
        <Text py={6} color="fg.muted" data-testid="materials-unavailable">
          {MATERIALS_UNAVAILABLE_TEXT}
        </Text>
      ) : (
        <MaterialsTable materials={data} showActions={ownList} />
      )}
    </>
  )
}
