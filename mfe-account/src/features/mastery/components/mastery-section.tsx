import { useId } from 'react'
import { Badge, Button, Heading, Stack, Text, Wrap } from '@grile/shared/chakra'
import { Link as RouterLink } from '@grile/shared/router'
import { LuDumbbell } from 'react-icons/lu'
import type { MasteryRow } from '@grile/shared/contract'
import { ListTable, LoadFailed, Loading, type ListColumn } from '@grile/shared/ui'
import { SectionCard } from '../../../components/section-card'
import { routes } from '../../../config/paths'
import { useMastery } from '../api/get-mastery'
import { MasteryLevelTag, RecentShare } from './mastery-level'

export const MASTERY_FAILED_TEXT = 'Mastery could not be loaded.'

interface MasterySectionProps {
  userId: string
  /** The user's own page: each area links to practice on it. A teacher's view of a pupil has no such link. */
  practise?: boolean
  /** Whose answers, in the explanation: 'your' or "the pupil's". */
  whose?: string
}

/** What needs work comes first: weak, learning, strong, mastered; else as sent. The areas not started follow. */
const STUDY_ORDER: readonly MasteryRow['level'][] = ['WEAK', 'LEARNING', 'STRONG', 'MASTERED', 'NOT_STARTED']

function inStudyOrder(rows: readonly MasteryRow[]): MasteryRow[] {
  return [...rows].sort((a, b) => STUDY_ORDER.indexOf(a.level) - STUDY_ORDER.indexOf(b.level))
}

/** Practice opened on the area (a solid button on a weak one), named for the area to a screen reader. */
function PractiseLink({ row, children }: { row: MasteryRow; children: string }) {
  return (
    <Button asChild size="xs" variant={row.level === 'WEAK' ? 'solid' : 'outline'} colorPalette="blue">
      <RouterLink to={routes.practise(row)} aria-label={`Practise this: ${row.name}`}>
        <LuDumbbell /> {children}
      </RouterLink>
    </Button>
  )
}

/**
 * The areas with no answer yet, by name in one block after the table: as rows, each would be a level, a 0 and a
 * dash, and a new student's 22 of them made /me 6,000 px long on a phone. On one's own page each name opens
 * practice on it.
 */
function NotStartedAreas({ rows, practise }: { rows: MasteryRow[]; practise: boolean }) {
  const headingId = useId()
  return (
    <Stack as="section" aria-labelledby={headingId} gap={2} data-testid="mastery-not-started">
      <Heading as="h3" size="sm" id={headingId}>
        <MasteryLevelTag level="NOT_STARTED" />
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {practise
          ? 'No answer yet in these areas. Open one to practise it:'
          : 'No answer yet in these areas:'}
      </Text>
      <Wrap as="ul" gap={2} listStyleType="none">
        {rows.map((row) => (
          <li key={row.key}>
            {practise ? (
              <PractiseLink row={row}>{row.name}</PractiseLink>
            ) : (
              <Badge variant="outline" size="lg">
                {row.name}
              </Badge>
            )}
          </li>
        ))}
      </Wrap>
    </Stack>
  )
}

/** Each area as a row: its level, the answers given, the recent share as a bar, and 'Practise this' if asked. */
function MasteryTable({ rows, practise }: { rows: readonly MasteryRow[]; practise: boolean }) {
  const columns: ListColumn<MasteryRow>[] = [
    { header: 'Area', kind: 'title', cell: (row) => row.name, cellProps: { fontWeight: 'medium' } },
    { header: 'Level', cell: (row) => <MasteryLevelTag level={row.level} />, width: '36' },
    { header: 'Answered', align: 'end', cell: (row) => row.answered, width: '24' },
    { header: 'Recently right', cell: (row) => <RecentShare stats={row} name={row.name} /> },
    ...(practise
      ? [
          {
            header: 'Actions',
            kind: 'actions' as const,
            align: 'end' as const,
            cell: (row: MasteryRow) => <PractiseLink row={row}>Practise this</PractiseLink>,
          },
        ]
      : []),
  ]
  return (
    <ListTable
      label="Mastery"
      items={inStudyOrder(rows)}
      columns={columns}
      rowKey={(row) => row.key}
      rowTestId="mastery-row"
      framed={false}
    />
  )
}

/** The areas started, as a table in study order, then those not started yet. */
function MasteryAreas({ rows, practise }: { rows: readonly MasteryRow[]; practise: boolean }) {
  const started = rows.filter((row) => row.level !== 'NOT_STARTED')
  const notStarted = rows.filter((row) => row.level === 'NOT_STARTED')
  return (
    <>
      {started.length > 0 ? <MasteryTable rows={started} practise={practise} /> : null}
      {notStarted.length > 0 ? <NotStartedAreas rows={notStarted} practise={practise} /> : null}
    </>
  )
}

/**
 * Mastery (docs/product-rules.md#mastery): per grammar topic and per school's general exercises, the level,
 * the answers given and the share right among the latest, with a bar; on one's own page, 'Practise this'.
 */
export function MasterySection({ userId, practise = false, whose = 'your' }: MasterySectionProps) {
  const { data, isLoading, error, mutate } = useMastery(userId)
  return (
    <SectionCard title="Mastery">
      <Text color="fg.muted" fontSize="sm">
        Each grammar topic and each school&apos;s general exercises, from {whose} latest {data?.window ?? 20}{' '}
        answers in it; a weak area is marked Weak, in red, and comes first.
      </Text>
      {isLoading ? (
        <Loading />
      ) : error || !data ? (
        <LoadFailed text={MASTERY_FAILED_TEXT} onRetry={() => void mutate()} />
      ) : (
        <MasteryAreas rows={data.areas} practise={practise} />
      )}
    </SectionCard>
  )
}
