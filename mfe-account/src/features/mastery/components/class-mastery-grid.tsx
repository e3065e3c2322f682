import { Box, HStack, Link, List, Stack, Table, Text, VisuallyHidden } from '@grile/shared/chakra'
import { Link as RouterLink } from '@grile/shared/router'
import { MASTERY_LEVEL_LABELS, type ClassMasteryDto, type MasteryStats } from '@grile/shared/contract'
import { routes } from '../../../config/paths'
import { LEVELS, MasteryLevelTag } from './mastery-level'

/** The class grid before any pupil has answered anything. */
export const NO_ANSWER_YET_TEXT = 'No pupil has answered in any area yet.'

/**
 * One pupil's level in one area: its icon and name in its colour, and how many of the latest answers were
 * right. A weak cell alone is filled and framed in red, so that it stands out of the grid.
 */
function MasteryCell({ stats }: { stats: MasteryStats }) {
  const weak = stats.level === 'WEAK'
  return (
    <Table.Cell
      role="cell"
      bg={weak ? 'red.subtle' : undefined}
      borderWidth={weak ? '2px' : undefined}
      borderColor={weak ? 'red.emphasized' : undefined}
      data-level={stats.level}
      fontSize="xs"
      whiteSpace="nowrap"
    >
      {stats.level === 'NOT_STARTED' ? (
        <Text color="fg.subtle">
          <span aria-hidden>–</span>
          <VisuallyHidden>{MASTERY_LEVEL_LABELS.NOT_STARTED}</VisuallyHidden>
        </Text>
      ) : (
        <Stack gap={0}>
          <MasteryLevelTag level={stats.level} />
          <Text color="fg.muted">{`${stats.recentCorrect} of ${stats.recentAnswered}`}</Text>
        </Stack>
      )}
    </Table.Cell>
  )
}

/** What the colours and icons mean. */
function Legend() {
  return (
    <HStack as="ul" aria-label="Levels" wrap="wrap" gap={4} fontSize="sm" listStyleType="none">
      {LEVELS.map((level) => (
        <li key={level}>
          <MasteryLevelTag level={level} />
        </li>
      ))}
    </HStack>
  )
}

/**
 * The pupils whose weak areas need attention first, in a plain list that fits a phone: the grid below holds
 * every figure but scrolls sideways inside its own frame.
 */
function WeakSpots({ data }: { data: ClassMasteryDto }) {
  const weak = data.pupils
    .map((pupil) => ({
      pupil,
      areas: data.areas
        .filter((_area, index) => pupil.cells[index]?.level === 'WEAK')
        .map((area) => area.name),
    }))
    .filter((entry) => entry.areas.length > 0)
  return (
    <Box as="section" aria-label="Weak spots">
      <Text fontWeight="semibold" mb={1}>
        Weak spots
      </Text>
      {weak.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          No pupil is weak in any area.
        </Text>
      ) : (
        <List.Root gap={1} fontSize="sm" ps={5}>
          {weak.map(({ pupil, areas }) => (
            <List.Item key={pupil.id} data-testid="weak-spot">
              <Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink to={routes.pupilGrades(pupil.id)}>{pupil.name}</RouterLink>
              </Link>
              : {areas.join(', ')}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  )
}

/**
 * The areas no pupil has started, named under the grid instead of as columns of dashes: a new class's 22 such
 * columns hid its first answers two screens to the side on a phone.
 */
function NotStartedByAnyone({ names }: { names: string[] }) {
  return (
    <Box as="section" aria-label="Not started by any pupil" fontSize="sm">
      <Text fontWeight="semibold" mb={1}>
        Not started by any pupil
      </Text>
      <Text color="fg.muted">{names.join(', ')}</Text>
    </Box>
  )
}

/**
 * A teacher's class at once: pupils × the areas some pupil has started (docs/pages.md#class-mastery), then the
 * areas nobody has. On a narrow screen the grid scrolls sideways inside its own frame, the pupils' names
 * staying in view; the weak spots above it need no scrolling.
 */
export function ClassMasteryGrid({ data }: { data: ClassMasteryDto }) {
  const areas = data.areas.map((area, index) => ({
    area,
    index,
    started: data.pupils.some((pupil) => (pupil.cells[index]?.level ?? 'NOT_STARTED') !== 'NOT_STARTED'),
  }))
  const columns = areas.filter((column) => column.started)
  const notStarted = areas.filter((column) => !column.started).map(({ area }) => area.name)
  // Before the first answer a legend and 'No pupil is weak' would say nothing the sentence does not.
  if (columns.length === 0) return <Text color="fg.muted">{NO_ANSWER_YET_TEXT}</Text>
  return (
    <Stack gap={5}>
      <Legend />
      <WeakSpots data={data} />
      <Table.ScrollArea
        borderWidth="1px"
        rounded="md"
        tabIndex={0}
        role="region"
        aria-label="Class mastery grid"
        maxH="70vh"
        // The containing block of what is visually hidden in the cells, which would otherwise widen the page.
        position="relative"
      >
        <Table.Root size="sm" aria-label="Class mastery" role="table" w="max-content" minW="full">
          <Table.Header role="rowgroup" position="sticky" top={0} zIndex={2} bg="bg.panel">
            <Table.Row role="row">
              <Table.ColumnHeader
                role="columnheader"
                position="sticky"
                left={0}
                zIndex={3}
                bg="bg.panel"
                borderEndWidth="1px"
              >
                Pupil
              </Table.ColumnHeader>
              {columns.map(({ area }) => (
                <Table.ColumnHeader
                  key={area.key}
                  role="columnheader"
                  fontSize="xs"
                  maxW="28"
                  minW="24"
                  whiteSpace="normal"
                  verticalAlign="bottom"
                >
                  {area.name}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body role="rowgroup">
            {data.pupils.map((pupil) => (
              <Table.Row key={pupil.id} role="row" data-testid="class-mastery-row">
                <Table.Cell
                  role="rowheader"
                  position="sticky"
                  left={0}
                  zIndex={1}
                  bg="bg.panel"
                  fontWeight="medium"
                  borderEndWidth="1px"
                  minW="28"
                  maxW={{ base: '32', md: '48' }}
                  whiteSpace="normal"
                  overflowWrap="anywhere"
                >
                  <Link asChild variant="plain" color="fg">
                    <RouterLink to={routes.pupilGrades(pupil.id)}>{pupil.name}</RouterLink>
                  </Link>
                </Table.Cell>
                {columns.map(({ area, index }) => {
                  const stats = pupil.cells[index]
                  return stats ? (
                    <MasteryCell key={area.key} stats={stats} />
                  ) : (
                    <Table.Cell key={area.key} role="cell" />
                  )
                })}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {notStarted.length > 0 ? <NotStartedByAnyone names={notStarted} /> : null}
    </Stack>
  )
}
