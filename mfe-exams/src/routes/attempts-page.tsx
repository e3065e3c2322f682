import { Box } from '@grile/shared/chakra'
import { useSearchParams } from '@grile/shared/router'
import { pageNumberSchema, uuidSchema } from '@grile/shared/contract'
import { LoadFailed, PageTitle, Loading } from '@grile/shared/ui'
import { Pagination } from '@grile/shared/ui'
import { useAttempts } from '../features/attempts/api/get-attempts'
import { AttemptsTable } from '../features/attempts/components/attempts-table'
import { NoAttemptYet } from '../features/attempts/components/no-attempt-yet'

const pageNumberParamSchema = pageNumberSchema.catch(0)

/** Not an empty text: on a phone's network a failed read is common, and "none found" would mislead (0066). */
export const ATTEMPTS_LOAD_FAILED_TEXT = 'Attempts could not be loaded.'

/**
 * /attempts (docs/pages.md#attempts-list): the user's attempts, newest first; a teacher passes ?pupilUserId=.
 * Before a student's first exam, their own list says what it will hold and leads to the exams. A failed read
 * says so, with Retry.
 */
export function AttemptsPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const pupilUserId = uuidSchema.safeParse(searchParams.get('pupilUserId')).data
  const pageNumber = pageNumberParamSchema.parse(searchParams.get('pageNumber') ?? 0)
  const { data, error, isLoading, isValidating, mutate } = useAttempts({ userId: pupilUserId, pageNumber })

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
        <LoadFailed
          text={ATTEMPTS_LOAD_FAILED_TEXT}
          testId="attempts-load-failed"
          onRetry={() => void mutate()}
        />
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
