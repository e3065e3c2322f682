import { lazy, Suspense } from 'react'
import { Text } from '@grile/shared/chakra'
import { Loading } from '@grile/shared/ui'
import { SectionCard } from '../../../components/section-card'
import { useGrades } from '../api/get-grades'

/** The chart and its library load apart, only once there are grades to draw (docs/decisions/0034-mastery-and-charts.md). */
const GradesChart = lazy(() =>
  import(/* webpackChunkName: "grades-chart" */ './grades-chart').then((module) => ({ default: module.GradesChart })),
)

export const NO_GRADES_TEXT = 'No exam has been graded yet.'

/** The grades of a user's latest exam attempts over time (the user's own, or a pupil's for their teacher). */
export function GradesSection({ userId, title = 'Grades over time' }: { userId: string; title?: string }) {
  const { data, isLoading, error } = useGrades(userId)
  return (
    <SectionCard title={title}>
      {isLoading ? (
        <Loading />
      ) : error ? (
        <Text color="fg.muted">The grades could not be loaded.</Text>
      ) : data && data.length > 0 ? (
        <Suspense fallback={<Loading />}>
          <GradesChart points={data} label={`${title}: ${data.length} latest exam attempts`} />
        </Suspense>
      ) : (
        <Text color="fg.muted">{NO_GRADES_TEXT}</Text>
      )}
    </SectionCard>
  )
}
