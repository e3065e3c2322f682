import { useState } from 'react'
import { Text } from '@grile/shared/chakra'
import { useParams } from '@grile/shared/router'
import { useCurrentUser } from '@grile/shared/auth'
import { PageTitle, Loading } from '@grile/shared/ui'
import { useAttempt } from '../features/attempts/api/get-attempt'
import { AttemptReview } from '../features/attempts/components/attempt-review'
import type { ReviewView } from '../features/attempts/components/review-toggles'

export const ATTEMPT_LOAD_FAILED_TEXT = 'Attempt could not be loaded.'

/** /attempts/:attemptId: the review of one attempt (its owner, the owner's teacher, admins). */
export function AttemptPage() {
  const { attemptId = '' } = useParams()
  return <AttemptReviewLoader key={attemptId} attemptId={attemptId} />
}

function AttemptReviewLoader({ attemptId }: { attemptId: string }) {
  const { user } = useCurrentUser()
  const [view, setView] = useState<ReviewView>({ hideCorrect: false, flaggedOnly: false, stable: false })
  const { data: attempt, error, isLoading, isValidating } = useAttempt(attemptId, view.stable)
  const isOwner = Boolean(attempt && user && attempt.userId === user.id)

  if (isLoading) return <Loading minH="100vh" />
  if (error || !attempt) {
    return (
      <>
        <PageTitle>Attempt</PageTitle>
        <Text color="fg.muted" data-testid="attempt-load-failed">
          {ATTEMPT_LOAD_FAILED_TEXT}
        </Text>
      </>
    )
  }
  return (
    <>
      <PageTitle pupilUserId={isOwner ? undefined : attempt.userId}>{attempt.examTitle}</PageTitle>
      <AttemptReview
        attempt={attempt}
        isOwner={isOwner}
        view={view}
        onViewChange={setView}
        reordering={isValidating && !error}
      />
    </>
  )
}
