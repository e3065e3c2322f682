import { Button, Flex } from '@grile/shared/chakra'
import { Link as RouterLink } from '@grile/shared/router'
import { LuPlus } from 'react-icons/lu'
import { useCurrentUser } from '@grile/shared/auth'
import { PageTitle, Loading } from '@grile/shared/ui'
import { routes } from '../config/paths'
import { useExams } from '../features/exams/api/get-exams'
import { ExamFiltersForm } from '../features/exams/components/exam-filters'
import { ExamRows } from '../features/exams/components/exam-table'
import { ExamsLoadFailed } from '../features/exams/components/exams-load-failed'
import { PagedExamTable } from '../features/exams/components/paged-exam-table'
import {
  anyFilterSet,
  examsQueryOf,
  NO_FILTERS,
  useExamFilters,
} from '../features/exams/hooks/use-exam-filters'
import { useMaterialTopics } from '../features/material-topics/api/get-material-topics'

export const EXAMS_EMPTY_TEXT = 'No exams could be found.'

/**
 * /exams (docs/pages.md#exams-list): the catalogue with filters kept in the URL; a teacher passes
 * ?pupilUserId=. When the filters leave nothing, Clear filters shows every exam again. A failed read says so,
 * with Retry.
 */
export function ExamsPage() {
  const { isAdmin } = useCurrentUser()
  const { filters, pupilUserId, changeFilters, changePage } = useExamFilters()
  const { data: topics } = useMaterialTopics(filters.examType === 'GRAMMAR')
  const { data, error, isLoading, isValidating, mutate } = useExams(examsQueryOf(filters, pupilUserId))
  const ownList = !pupilUserId

  return (
    <>
      <Flex justify="space-between" align="start" gap={3} wrap="wrap">
        <PageTitle pupilUserId={pupilUserId}>Exams</PageTitle>
        {isAdmin ? (
          <Button asChild size="sm" colorPalette="blue" variant="outline">
            <RouterLink to={routes.adminCreateExam}>
              <LuPlus /> Create
            </RouterLink>
          </Button>
        ) : null}
      </Flex>
      <ExamFiltersForm filters={filters} topics={topics ?? []} onChange={changeFilters} />
      {isLoading ? (
        <Loading />
      ) : error ? (
        <ExamsLoadFailed onRetry={() => void mutate()} />
      ) : !data ? (
        <ExamRows exams={[]} showActions={ownList} emptyText={EXAMS_EMPTY_TEXT} />
      ) : (
        <PagedExamTable
          page={data}
          onPageChange={changePage}
          showActions={ownList}
          emptyText={EXAMS_EMPTY_TEXT}
          loading={isValidating}
        />
      )}
      {data && !error && data.page.totalElements === 0 && anyFilterSet(filters) ? (
        <Button variant="outline" size="sm" onClick={() => changeFilters(NO_FILTERS)}>
          Clear filters
        </Button>
      ) : null}
    </>
  )
}
