import type { CurrentUser } from '@grile/shared/auth'
import { SectionCard } from '../../../components/section-card'
import { useRatingRank } from '../api/get-rating-rank'
import { ReadOnlyField } from '@grile/shared/ui'

export const RATING_HINT = 'The higher your rating, the better you are as compared to other users'

export function PerformanceSection({ user }: { user: CurrentUser }) {
  const { data } = useRatingRank(user.id)
  return (
    <SectionCard title="Performance">
      <ReadOnlyField label="Rating" value={user.rating} hint={RATING_HINT} />
      <ReadOnlyField label="Rating Rank" value={data ? data.rank : ''} />
    </SectionCard>
  )
}
