import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type DotItemDotProps,
} from 'recharts'
import { Box, Table, VisuallyHidden } from '@grile/shared/chakra'
import { formatDate, formatDateTime } from '@grile/shared/dates'
import type { GradePoint } from '../api/get-grades'

// Loaded on its own (React.lazy in grades-section.tsx): the chart library is fetched only by the pages that draw
// a chart (docs/decisions/0034-mastery-and-charts.md).

const HEIGHT = 240
const GRADE_LINES = [1, 4, 7, 10]
const DAY_MS = 86_400_000
/** The theme's colours as CSS variables, so the chart follows the light and dark themes. */
const LINE_COLOUR = 'var(--chakra-colors-blue-solid)'
const MUTED = 'var(--chakra-colors-fg-muted)'

interface ChartPoint extends GradePoint {
  time: number
}

/** One attempt in words: when, which exam, the grade. */
const describe = (point: GradePoint) =>
  `${formatDateTime(point.finishedOn)} · ${point.examTitle}: ${point.grade.toFixed(2)}`

/** An attempt's dot, named by its attempt (the dot's title is its tooltip without the pointer). */
function GradeDot({ cx, cy, payload }: DotItemDotProps) {
  if (cx === undefined || cy === undefined) return null
  return (
    <circle cx={cx} cy={cy} r={4.5} fill={LINE_COLOUR} data-testid="grade-point">
      <title>{describe(payload as ChartPoint)}</title>
    </circle>
  )
}

interface DateTickProps {
  x?: number
  y?: number
  payload?: { value: number }
  index?: number
  /** How many dates the axis shows: one sits in the middle. */
  count: number
  label: (time: number) => string
}

/**
 * A date under the time axis: the first one starts at its tick and the last one ends at its tick, so that both
 * stay inside a narrow chart.
 */
function DateTick({ x, y, payload, index, count, label }: DateTickProps) {
  if (x === undefined || y === undefined || !payload) return null
  const anchor = count === 1 ? 'middle' : index === 0 ? 'start' : 'end'
  return (
    <text x={x} y={y + 14} textAnchor={anchor} fontSize={12} fill={MUTED}>
      {label(payload.value)}
    </text>
  )
}

function GradeTooltip({ active, payload }: { active?: boolean; payload?: readonly { payload?: unknown }[] }) {
  const point = payload?.[0]?.payload as ChartPoint | undefined
  if (!active || !point) return null
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="md" px={3} py={2} fontSize="sm" shadow="md">
      {describe(point)}
    </Box>
  )
}

/**
 * A line of the grades of the latest attempts over time (x by when each finished, y by its grade, 1 at the
 * bottom and 10 at the top), as wide as its box; the same figures as a table for screen readers.
 */
export function GradesChart({ points, label }: { points: GradePoint[]; label: string }) {
  const data: ChartPoint[] = points.map((point) => ({ ...point, time: Date.parse(point.finishedOn) }))
  const first = data[0]
  const last = data[data.length - 1]
  const span = first && last ? last.time - first.time : 0
  // Attempts within a day or two are told apart by their time too.
  const axisLabel = span < 2 * DAY_MS ? formatDateTime : formatDate
  // One attempt (or several at one moment) sits in the middle of a day on either side.
  const domain: [number, number] =
    first && last ? (span > 0 ? [first.time, last.time] : [first.time - DAY_MS, first.time + DAY_MS]) : [0, 1]
  const ticks = first && last ? (data.length > 1 && span > 0 ? [first.time, last.time] : [first.time]) : []
  return (
    <Box w="full" maxW="3xl">
      <Box role="img" aria-label={label} data-testid="grades-chart" color="fg.muted" w="full">
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <LineChart
            data={data}
            margin={{ top: 16, right: 24, bottom: 8, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid
              vertical={false}
              stroke="currentColor"
              strokeOpacity={0.25}
              strokeDasharray="4 4"
            />
            <XAxis
              dataKey="time"
              type="number"
              scale="time"
              domain={domain}
              ticks={ticks}
              interval={0}
              tick={
                <DateTick count={ticks.length} label={(time) => axisLabel(new Date(time).toISOString())} />
              }
              tickLine={false}
              axisLine={false}
            />
            <YAxis
              dataKey="grade"
              type="number"
              domain={[1, 10]}
              ticks={GRADE_LINES}
              width={36}
              tick={{ fill: MUTED, fontSize: 12 }}
              tickLine={false}
              axisLine={false}
            />
            <Tooltip content={GradeTooltip} cursor={{ stroke: MUTED, strokeOpacity: 0.5 }} />
            <Line
              dataKey="grade"
              type="linear"
              stroke={LINE_COLOUR}
              strokeWidth={2.5}
              strokeLinejoin="round"
              dot={GradeDot}
              activeDot={{ r: 6, fill: LINE_COLOUR }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </Box>
      <VisuallyHidden>
        <Table.Root>
          <Table.Caption>{label}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Finished</Table.ColumnHeader>
              <Table.ColumnHeader>Exam</Table.ColumnHeader>
              <Table.ColumnHeader>Grade</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {points.map((point, index) => (
              <Table.Row key={index}>
                <Table.Cell>{formatDateTime(point.finishedOn)}</Table.Cell>
                <Table.Cell>{point.examTitle}</Table.Cell>
                <Table.Cell>{point.grade.toFixed(2)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Box>
  )
}
