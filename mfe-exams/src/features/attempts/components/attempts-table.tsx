import { Button, HStack, Icon, Text } from '@grile/shared/chakra'
import { Link as RouterLink } from '@grile/shared/router'
import { LuCircleCheck, LuFlag } from 'react-icons/lu'
import type { attempts } from '@grile/shared/contract'
import { formatDateTime, formatDuration } from '@grile/shared/dates'
import { ListTable, RowTitleLink, type ListColumn } from '@grile/shared/ui'
import { routes } from '../../../config/paths'
import { DifficultyChip } from '../../../components/difficulty-chip'
import { formatGrade } from '../../../lib/format-grade'

export const ATTEMPTS_EMPTY_TEXT = 'No attempts could be found.'

type AttemptSummary = attempts.AttemptSummary

/** The Review column: a completed review, or a flag still waiting for one. */
function ReviewCell({ attempt }: { attempt: AttemptSummary }) {
  if (attempt.reviewedOn) {
    return (
      <Icon color="blue.fg" boxSize={5} aria-label="Review completed" role="img" aria-hidden={false}>
        <LuCircleCheck />
      </Icon>
    )
  }
  if (attempt.flaggedForReview) {
    return (
      <Icon color="orange.fg" boxSize={5} aria-label="Flagged for review" role="img" aria-hidden={false}>
        <LuFlag />
      </Icon>
    )
  }
  return null
}

const columns: ListColumn<AttemptSummary>[] = [
  { header: 'Review', kind: 'marker', width: '16', cell: (attempt) => <ReviewCell attempt={attempt} /> },
  {
    header: 'Done On',
    cellProps: { whiteSpace: 'nowrap' },
    cell: (attempt) => formatDateTime(attempt.finishedOn),
  },
  {
    header: 'Exam',
    kind: 'title',
    cell: (attempt) => (
      <HStack gap={2} wrap="wrap">
        <RowTitleLink to={routes.attempt(attempt.id)}>{attempt.examTitle}</RowTitleLink>
        <DifficultyChip difficulty={attempt.examDifficulty} />
      </HStack>
    ),
  },
  {
    header: 'Grade',
    align: 'end',
    cellProps: { fontVariantNumeric: 'tabular-nums', fontWeight: 'semibold' },
    cell: (attempt) => formatGrade(attempt.grade),
  },
  {
    header: 'Time',
    align: 'end',
    cellProps: { fontVariantNumeric: 'tabular-nums' },
    cell: (attempt) => formatDuration(attempt.durationInSeconds),
  },
  {
    header: 'Reviewed On',
    cellProps: { whiteSpace: 'nowrap' },
    cell: (attempt) => formatDateTime(attempt.reviewedOn),
  },
  {
    header: 'Actions',
    kind: 'actions',
    cell: (attempt) => (
      <Button asChild size="xs" variant="outline" colorPalette="blue">
        <RouterLink to={routes.attempt(attempt.id)} aria-label={`View attempt of ${attempt.examTitle}`}>
          View
        </RouterLink>
      </Button>
    ),
  },
]

/**
 * Review, Done On, Exam, Grade, Time, Reviewed On and a View link; the exam's title opens it too
 * (docs/pages.md#attempts-list).
 */
export function AttemptsTable({ attempts: list }: { attempts: AttemptSummary[] }) {
  if (!list.length) {
    return (
      <Text py={6} color="fg.muted" data-testid="attempts-empty">
        {ATTEMPTS_EMPTY_TEXT}
      </Text>
    )
  }
  return (
    <ListTable
      label="Attempts"
      items={list}
      columns={columns}
      rowKey={(attempt) => attempt.id}
      rowTestId="attempt-row"
      interactive
      minWidth="640px"
    />
  )
}
