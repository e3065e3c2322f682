import { Button, HStack, Icon, Table, Text } from '@grile/shared/chakra'
import { Link as RouterLink } from 'react-router-dom'
import { LuCircleCheck, LuFlag } from 'react-icons/lu'
import type { attempts } from '@grile/shared/contract'
import { formatDateTime, formatDuration } from '@grile/shared/dates'
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

export function AttemptsTable({ attempts: list }: { attempts: AttemptSummary[] }) {
  if (!list.length) {
    return (
      <Text py={6} color="fg.muted" data-testid="attempts-empty">
        {ATTEMPTS_EMPTY_TEXT}
      </Text>
    )
  }
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" interactive aria-label="Attempts" minW="640px">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="16">Review</Table.ColumnHeader>
            <Table.ColumnHeader>Done On</Table.ColumnHeader>
            <Table.ColumnHeader>Exam</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Grade</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Time</Table.ColumnHeader>
            <Table.ColumnHeader>Reviewed On</Table.ColumnHeader>
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.map((attempt) => (
            <Table.Row key={attempt.id} data-testid="attempt-row">
              <Table.Cell>
                <ReviewCell attempt={attempt} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(attempt.finishedOn)}</Table.Cell>
              <Table.Cell>
                <HStack gap={2} wrap="wrap">
                  <Text as="span">{attempt.examTitle}</Text>
                  <DifficultyChip difficulty={attempt.examDifficulty} />
                </HStack>
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="semibold">
                {formatGrade(attempt.grade)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {formatDuration(attempt.durationInSeconds)}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(attempt.reviewedOn)}</Table.Cell>
              <Table.Cell>
                <Button asChild size="xs" variant="outline" colorPalette="blue">
                  <RouterLink
                    to={routes.attempt(attempt.id)}
                    aria-label={`View attempt of ${attempt.examTitle}`}
                  >
                    View
                  </RouterLink>
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
