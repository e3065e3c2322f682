import { Table } from '@grile/shared/chakra'
import { formatDateTime, formatDuration } from '@grile/shared/dates'
import { formatGrade } from '../../../lib/format-grade'
import type { Attempt } from '../api/get-attempt'

/** The attempt's result at a glance (the grade table; see docs/pages.md#attempt-review). */
export function GradeTable({ attempt }: { attempt: Attempt }) {
  const rows: [string, string][] = [
    ['Grade', formatGrade(attempt.grade)],
    ['Correct answers', String(attempt.correctChoicesCount)],
    ['Incorrect answers', String(attempt.incorrectChoicesCount)],
    ['Time', formatDuration(attempt.durationInSeconds)],
    ['Done On', formatDateTime(attempt.finishedOn)],
    ['Reviewed On', formatDateTime(attempt.reviewedOn) || '—'],
  ]
  return (
    <Table.Root size="sm" variant="outline" aria-label="Grade" maxW="md" data-testid="grade-table">
      <Table.Body>
        {rows.map(([label, value]) => (
          <Table.Row key={label}>
            <Table.Cell as="th" scope="row" fontWeight="medium" color="fg.muted" w="50%">
              {label}
            </Table.Cell>
            <Table.Cell
              fontVariantNumeric="tabular-nums"
              fontWeight={label === 'Grade' ? 'bold' : undefined}
              fontSize={label === 'Grade' ? 'lg' : undefined}
              data-testid={label === 'Grade' ? 'grade' : undefined}
            >
              {value}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  )
}
