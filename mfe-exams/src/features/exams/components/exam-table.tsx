import { Box, Button, HStack, Icon, IconButton, Menu, Portal, Table, Text } from '@grile/shared/chakra'
import { Link as RouterLink } from 'react-router-dom'
import { LuCircleCheck, LuEllipsisVertical, LuLock } from 'react-icons/lu'
import type { ExamListItemDto } from '@grile/shared/contract'
import { useCurrentUser } from '@grile/shared/auth'
import { routes } from '../../../config/paths'
import { DifficultyChip, NewChip } from '../../../components/difficulty-chip'
import { formatGrade } from '../../../lib/format-grade'

export interface ExamRowsProps {
  exams: ExamListItemDto[]
  /** The Actions column: only on one's own list (spec §2). */
  showActions: boolean
  emptyText: string
}

function DoneCell({ exam }: { exam: ExamListItemDto }) {
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

function AdminMenu({ exam }: { exam: ExamListItemDto }) {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton aria-label={`More actions for ${exam.title}`} variant="ghost" size="sm">
          <LuEllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="310px">
            <Menu.Item value="edit" asChild>
              <RouterLink to={routes.adminEditExam(exam.id)}>Edit</RouterLink>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}

/** The exam table (spec §2): Done, Title with its chips, Latest Grade and, on one's own list, Actions. */
export function ExamRows({ exams, showActions, emptyText }: ExamRowsProps) {
  const { isAdmin } = useCurrentUser()
  if (!exams.length) {
    return (
      <Text py={6} color="fg.muted" data-testid="exams-empty">
        {emptyText}
      </Text>
    )
  }
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" interactive aria-label="Exams">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w={{ base: '12', md: '16' }}>Done</Table.ColumnHeader>
            <Table.ColumnHeader>Title</Table.ColumnHeader>
            <Table.ColumnHeader w={{ base: '16', md: '28' }} textAlign="end" whiteSpace="normal">
              Latest Grade
            </Table.ColumnHeader>
            {showActions ? (
              <Table.ColumnHeader w={{ base: '24', md: '36' }}>Actions</Table.ColumnHeader>
            ) : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {exams.map((exam) => (
            <Table.Row key={exam.id} data-testid="exam-row">
              <Table.Cell>
                <DoneCell exam={exam} />
              </Table.Cell>
              <Table.Cell whiteSpace="normal">
                <HStack gap={2} wrap="wrap">
                  <Text as="span" fontWeight="medium">
                    {exam.title}
                  </Text>
                  <DifficultyChip difficulty={exam.difficulty} />
                  {exam.new ? <NewChip /> : null}
                </HStack>
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {formatGrade(exam.latestGrade)}
              </Table.Cell>
              {showActions ? (
                <Table.Cell>
                  <HStack gap={1}>
                    <Button
                      asChild
                      size="xs"
                      variant={exam.canAttemptExam ? 'solid' : 'outline'}
                      colorPalette="blue"
                    >
                      <RouterLink to={routes.examAttempt(exam.id)}>
                        {exam.canAttemptExam ? 'Attempt' : 'Preview'}
                      </RouterLink>
                    </Button>
                    {isAdmin ? <AdminMenu exam={exam} /> : <Box w="8" hideBelow="md" />}
                  </HStack>
                </Table.Cell>
              ) : null}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
