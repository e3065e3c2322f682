import { Text } from '@grile/shared/chakra'
import { formatDateTime } from '@grile/shared/dates'
import { useLatestAttempt } from '../api/get-latest-attempt'

/** Under a pupil's name: when they last finished an exam and its grade (nothing while loading or on failure). */
export function LatestActivity({ pupilId }: { pupilId: string }) {
  const { data } = useLatestAttempt(pupilId)
  if (data === undefined) return null
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="pupil-latest-activity">
      {data
        ? `Latest exam: ${formatDateTime(data.finishedOn)} · grade ${data.grade.toFixed(2)}`
        : 'No exam attempts yet'}
    </Text>
  )
}
