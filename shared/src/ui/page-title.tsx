import type { ReactNode } from 'react'
import { Heading, Stack, Text } from '@grile/shared/chakra'
import { useApi } from '@grile/shared/api'
import { users } from '@grile/shared/contract'
import { useCurrentUser } from '@grile/shared/auth'

/**
 * The name of a pupil of the signed-in teacher; failures are ignored and show nothing
 * (docs/pages.md#page-title).
 */
function usePupilName(pupilUserId: string | null | undefined): string | undefined {
  const { user } = useCurrentUser()
  const { data } = useApi(
    users.getPupil,
    user && pupilUserId ? { params: { userId: user.id, pupilUserId } } : null,
    { shouldRetryOnError: false },
  )
  return data?.name
}

interface PageTitleProps {
  children: ReactNode
  /** A teacher looking at a pupil's page: the pupil's name is fetched and shown under the title. */
  pupilUserId?: string | null
  /** The pupil's name when the page already has it. */
  pupilName?: string | null
}

/** A page's title; for a teacher's view of a pupil, the pupil's name under it (docs/pages.md#page-title). */
export function PageTitle({ children, pupilUserId, pupilName }: PageTitleProps) {
  const fetchedName = usePupilName(pupilName ? null : pupilUserId)
  const name = pupilName ?? fetchedName
  return (
    <Stack gap={1} mb={6}>
      <Heading as="h1" size="2xl">
        {children}
      </Heading>
      {name ? (
        <Text color="fg.muted" data-testid="pupil-name">
          {name}
        </Text>
      ) : null}
    </Stack>
  )
}
