import { Box, Text } from '@grile/shared/chakra'
import { useSearchParams } from '@grile/shared/router'
import { pageNumberSchema, uuidSchema } from '@grile/shared/contract'
import { PageTitle, Loading } from '@grile/shared/ui'
import { Pagination } from '@grile/shared/ui'
import { useAttempts } from '../features/attempts/api/get-attempts'
import { AttemptsTable } from '../features/attempts/components/attempts-table'
import { NoAttemptYet } from '../features/attempts/components/no-attempt-yet'

const pageNumberParamSchema = pageNumberSchema.catch(0)

/** Not the empty text: on a phone's network a failed read is common, and "none found" would mislead. */
export const ATTEMPTS_LOAD_FAILED_TEXT = 'Attempts could not be loaded.'

/**
 * /attempts (docs/pages.md#attempts-list): the user's attempts, newest first; a teacher passes ?pupilUserId=.
 * Before a student's first exam, their own list says what it will hold and leads to the exams. A failed read
 * says so (SWR reads again on its own, and when the browser is back online).
 */
export function AttemptsPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const pupilUserId = uuidSchema.safeParse(searchParams.get('pupilUserId')).data
  const pageNumber = pageNumberParamSchema.parse(searchParams.get('pageNumber') ?? 0)
  const { data, error, isLoading, isValidating } = useAttempts({ userId: pupilUserId, pageNumber })

  const changePage = (page: number) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current)
      if (page > 0) next.set('pageNumber', String(page))
      else next.delete('pageNumber')
      return next
    })

  return (
    <>
      <PageTitle pupilUserId={pupilUserId}>Attempts</PageTitle>
      {isLoading ? (
        <Loading />
      ) : error ? (
        // Not kept in the copy of the page for the next visit (shell/src/lib/page-snapshots.ts).
        <Text py={6} color="fg.muted" data-testid="attempts-load-failed" data-snapshot-skip="">
          {ATTEMPTS_LOAD_FAILED_TEXT}
        </Text>
      ) : (
        <Box opacity={isValidating && data?.page.number !== pageNumber ? 0.6 : 1}>
          <AttemptsTable attempts={data?.content ?? []} />
          {!pupilUserId && data?.page.totalElements === 0 ? <NoAttemptYet /> : null}
          {data ? (
            <Pagination
              pageNumber={data.page.number}
              totalPages={data.page.totalPages}
              onPageChange={changePage}
            />
          ) : null}
        </Box>
      )}
    </>
  )
}
