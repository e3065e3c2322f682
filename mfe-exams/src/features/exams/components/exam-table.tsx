import { Box, Button, HStack, Icon, Text } from '@grile/shared/chakra'
import { Link as RouterLink } from '@grile/shared/router'
import { LuCircleCheck, LuLock } from 'react-icons/lu'
import type { ExamListItemDto } from '@grile/shared/contract'
import { useCurrentUser } from '@grile/shared/auth'
import { ListTable, RowActionsMenu, RowTitleLink, type ListColumn } from '@grile/shared/ui'
import { routes } from '../../../config/paths'
import { DifficultyChip, MockPaperChip, NewChip } from '../../../components/difficulty-chip'
import { formatGrade } from '../../../lib/format-grade'

export interface ExamRowsProps {
  exams: ExamListItemDto[]
  /** The Actions column: only on one's own list (docs/pages.md#exam-table). */
  showActions: boolean
  emptyText: string
}

/** Nothing (an empty cell) for an exam neither done nor locked: the list's titles then start at the rows' edge. */
function DoneCell({ exam }: { exam: ExamListItemDto }) {
  if (exam.latestGrade === null && exam.canAttemptExam) return null
  return (
    <HStack gap={1}>
      {exam.latestGrade !== null ? (
        <Icon color="green.solid" boxSize={5} aria-label="Done" role="img" aria-hidden={false}>
          <LuCircleCheck />
        </Icon>
      ) : null}
      {!exam.canAttemptExam ? (
        <Icon color="fg.muted" boxSize={5} aria-label="Locked" role="img" aria-hidden={false}>
          <LuLock />
        </Icon>
      ) : null}
    </HStack>
  )
}

/** Edit, for administrators. */
function AdminMenu({ exam }: { exam: ExamListItemDto }) {
  return (
    <RowActionsMenu
      itemName={exam.title}
      actions={[{ value: 'edit', label: 'Edit', to: routes.adminEditExam(exam.id) }]}
    />
  )
}

/**
 * The exam table (docs/pages.md#exam-table): Done, Title with its chips, Latest Grade and, on one's own list,
 * Actions. The title opens the attempt page where the Attempt or Preview link does.
 */
export function ExamRows({ exams, showActions, emptyText }: ExamRowsProps) {
  const { isAdmin } = useCurrentUser()
  if (!exams.length) {
    return (
      <Text py={6} color="fg.muted" data-testid="exams-empty">
        {emptyText}
      </Text>
    )
  }
  const columns: ListColumn<ExamListItemDto>[] = [
    {
      header: 'Done',
      kind: 'marker',
      width: '16',
      cell: (exam) => <DoneCell exam={exam} />,
    },
    {
      header: 'Title',
      kind: 'title',
      cellProps: { whiteSpace: 'normal' },
      cell: (exam) => (
        <HStack gap={2} wrap="wrap">
          {showActions ? (
            <RowTitleLink to={routes.examAttempt(exam.id)}>{exam.title}</RowTitleLink>
          ) : (
            <Text as="span" fontWeight="medium">
              {exam.title}
            </Text>
          )}
          {exam.mockPaper ? <MockPaperChip /> : null}
          <DifficultyChip difficulty={exam.difficulty} />
          {exam.new ? <NewChip /> : null}
        </HStack>
      ),
    },
    {
      header: 'Latest Grade',
      width: '28',
      align: 'end',
      cellProps: { fontVariantNumeric: 'tabular-nums' },
      cell: (exam) => formatGrade(exam.latestGrade),
    },
  ]
  if (showActions) {
    columns.push({
      header: 'Actions',
      kind: 'actions',
      width: '36',
      cell: (exam) => (
        <HStack gap={1}>
          <Button asChild size="xs" variant={exam.canAttemptExam ? 'solid' : 'outline'} colorPalette="blue">
            <RouterLink to={routes.examAttempt(exam.id)}>
              {exam.canAttemptExam ? 'Attempt' : 'Preview'}
            </RouterLink>
          </Button>
          {isAdmin ? <AdminMenu exam={exam} /> : <Box w="8" hideBelow="md" />}
        </HStack>
      ),
    })
  }
  return (
    <ListTable
      label="Exams"
      items={exams}
      columns={columns}
      rowKey={(exam) => exam.id}
      rowTestId="exam-row"
      interactive
    />
  )
}
