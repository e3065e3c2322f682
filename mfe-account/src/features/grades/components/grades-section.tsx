import { lazy, Suspense, type ComponentProps } from 'react'
import { Text } from '@grile/shared/chakra'
import { FailureBoundary, LoadFailed, Loading, RemoteFallback } from '@grile/shared/ui'
import { SectionCard } from '../../../components/section-card'
import { useGrades } from '../api/get-grades'

/**
 * The chart and its library load apart, only once there are grades to draw (docs/decisions/0034-mastery-and-charts.md).
 * `React.lazy` keeps a failed load for good: Retry asks for the code again through a new one.
 */
const chartCode = () =>
  lazy(() =>
    import(/* webpackChunkName: "grades-chart" */ './grades-chart').then((module) => ({
      default: module.GradesChart,
    })),
  )
const chart = { Component: chartCode() }

/** The chart, through the latest load of its code (read at each render, so that a Retry's reaches it). */
function GradesChart(props: ComponentProps<typeof chart.Component>) {
  const Chart = chart.Component
  return <Chart {...props} />
}

export const NO_GRADES_TEXT = 'No exam has been graded yet.'
export const GRADES_FAILED_TEXT = 'The grades could not be loaded.'

/** The grades of a user's latest exam attempts over time (the user's own, or a pupil's for their teacher). */
export function GradesSection({ userId, title = 'Grades over time' }: { userId: string; title?: string }) {
  const { data, isLoading, error, mutate } = useGrades(userId)
  return (
    <SectionCard title={title}>
      {isLoading ? (
        <Loading />
      ) : error ? (
        <LoadFailed text={GRADES_FAILED_TEXT} onRetry={() => void mutate()} />
      ) : data && data.length > 0 ? (
        <FailureBoundary
          logMessage="The grades chart could not be loaded"
          fallback={(reset) => (
            <RemoteFallback
              title="The chart could not be loaded"
              onRetry={() => {
                chart.Component = chartCode()
                reset()
              }}
            />
          )}
        >
          <Suspense fallback={<Loading />}>
            <GradesChart points={data} label={`${title}: ${data.length} latest exam attempts`} />
          </Suspense>
        </FailureBoundary>
      ) : (
        <Text color="fg.muted">{NO_GRADES_TEXT}</Text>
      )}
    </SectionCard>
  )
}
