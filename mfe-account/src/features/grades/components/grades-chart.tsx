import { Box } from '@grile/shared/chakra'
import { formatDate, formatDateTime } from '@grile/shared/dates'
import type { GradePoint } from '../api/get-grades'

const WIDTH = 640
const HEIGHT = 240
const PAD = { left: 36, right: 20, top: 16, bottom: 32 }
const GRADE_LINES = [1, 4, 7, 10]

/** Where each attempt sits: x by when it finished, y by its grade (1 at the bottom, 10 at the top). */
export function chartPositions(points: GradePoint[]): { x: number; y: number }[] {
  const times = points.map((point) => Date.parse(point.finishedOn))
  const first = Math.min(...times)
  const span = Math.max(...times) - first
  const innerWidth = WIDTH - PAD.left - PAD.right
  const innerHeight = HEIGHT - PAD.top - PAD.bottom
  return points.map((point, index) => ({
    x: PAD.left + (span > 0 ? ((times[index]! - first) / span) * innerWidth : innerWidth / 2),
    y: PAD.top + ((10 - point.grade) / 9) * innerHeight,
  }))
}

const yOf = (grade: number) => PAD.top + ((10 - grade) / 9) * (HEIGHT - PAD.top - PAD.bottom)

/** A line of the grades of the latest attempts over time, as an SVG that scales with its box. */
export function GradesChart({ points, label }: { points: GradePoint[]; label: string }) {
  const positions = chartPositions(points)
  const first = points[0]
  const last = points[points.length - 1]
  // Attempts within a day or two are told apart by their time too.
  const spanMs = first && last ? Date.parse(last.finishedOn) - Date.parse(first.finishedOn) : 0
  const axisLabel = spanMs < 2 * 86_400_000 ? formatDateTime : formatDate
  return (
    <Box color="fg.muted" w="full" maxW="3xl">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={label}
        width="100%"
        data-testid="grades-chart"
      >
        {GRADE_LINES.map((grade) => (
          <g key={grade}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={yOf(grade)}
              y2={yOf(grade)}
              stroke="currentColor"
              strokeOpacity={0.25}
              strokeDasharray="4 4"
            />
            <text x={PAD.left - 8} y={yOf(grade) + 4} textAnchor="end" fontSize="12" fill="currentColor">
              {grade}
            </text>
          </g>
        ))}
        <g style={{ color: 'var(--chakra-colors-blue-solid)' }}>
          <polyline
            points={positions.map(({ x, y }) => `${x},${y}`).join(' ')}
            fill="none"
            stroke="currentColor"
            strokeWidth={2.5}
            strokeLinejoin="round"
          />
          {positions.map(({ x, y }, index) => (
            <circle key={index} cx={x} cy={y} r={4.5} fill="currentColor" data-testid="grade-point">
              <title>{`${formatDateTime(points[index]!.finishedOn)} · ${points[index]!.examTitle}: ${points[index]!.grade.toFixed(2)}`}</title>
            </circle>
          ))}
        </g>
        {first ? (
          <text x={PAD.left} y={HEIGHT - 8} fontSize="12" fill="currentColor">
            {axisLabel(first.finishedOn)}
          </text>
        ) : null}
        {last && points.length > 1 ? (
          <text x={WIDTH - PAD.right} y={HEIGHT - 8} fontSize="12" textAnchor="end" fill="currentColor">
            {axisLabel(last.finishedOn)}
          </text>
        ) : null}
      </svg>
    </Box>
  )
}
