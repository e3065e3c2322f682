import { useState } from 'react'
import { Box } from '@grile/shared/chakra'
import type { ExamPageDto } from '@grile/shared/contract'
import { Pagination, Loading } from '@grile/shared/ui'
import { useExams } from '../api/get-exams'
import { ExamRows } from './exam-table'
import { ExamsLoadFailed } from './exams-load-failed'

export interface PagedExamTableProps {
  page: ExamPageDto
  onPageChange: (pageNumber: number) => void
  showActions: boolean
  emptyText: string
  /** The next page is on its way: the current one stays, dimmed. */
  loading?: boolean
}

/** A page of exams with its page links. */
export function PagedExamTable({
  page,
  onPageChange,
  showActions,
  emptyText,
  loading = false,
}: PagedExamTableProps) {
  return (
    <Box opacity={loading ? 0.6 : 1} transition="opacity 0.15s" aria-busy={loading || undefined}>
      <ExamRows exams={page.content} showActions={showActions} emptyText={emptyText} />
      <Pagination
        pageNumber={page.page.number}
        totalPages={page.page.totalPages}
        onPageChange={onPageChange}
      />
    </Box>
  )
}

export interface MaterialExamTableProps {
  materialId: string
  userId?: string
  showActions: boolean
  emptyText: string
}

/** The exams of one material, loading its own pages (the material page embeds it). */
export function MaterialExamTable({ materialId, userId, showActions, emptyText }: MaterialExamTableProps) {
  const [pageNumber, setPageNumber] = useState(0)
  const { data, error, isLoading, isValidating, mutate } = useExams({ materialId, userId, pageNumber })
  if (isLoading) return <Loading />
  if (error) return <ExamsLoadFailed onRetry={() => void mutate()} />
  if (!data) return <ExamRows exams={[]} showActions={showActions} emptyText={emptyText} />
  return (
    <PagedExamTable
      page={data}
      onPageChange={setPageNumber}
      showActions={showActions}
      emptyText={emptyText}
      loading={isValidating && data.page.number !== pageNumber}
    />
  )
}
