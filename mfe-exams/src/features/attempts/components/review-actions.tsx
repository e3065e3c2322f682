import { Button, HStack, Stack, Text } from '@grile/shared/chakra'
import { LuCheck, LuFlag, LuFlagOff, LuRotateCcw } from 'react-icons/lu'
import { formatDateTime } from '@grile/shared/dates'
import { useCompleteAttemptReview } from '../api/complete-attempt-review'
import { useFlagAttemptForReview } from '../api/flag-attempt-for-review'
import { useUnflagAttemptForReview } from '../api/unflag-attempt-for-review'

export type ReviewState = 'not-flagged' | 'flagged' | 'reviewed'

/**
 * Not flagged → flagged (reviewedOn empty) → review completed (reviewedOn set) → reset to flagged
 * (docs/product-rules.md#review-workflow).
 */
export function reviewStateOf(attempt: {
  flaggedForReview: boolean
  reviewedOn: string | null
}): ReviewState {
  if (attempt.reviewedOn) return 'reviewed'
  return attempt.flaggedForReview ? 'flagged' : 'not-flagged'
}

function ignoreFailure(action: () => Promise<unknown>) {
  // Failed review actions are silently ignored (the state shown stays the server's)
  // (docs/product-rules.md#review-workflow).
  return () => void action().catch((error: unknown) => console.warn('The review action failed.', error))
}

export interface ReviewActionsProps {
  attemptId: string
  flaggedForReview: boolean
  reviewedOn: string | null
}

/** The owner's review actions for the attempt: flag, complete, reset, unflag. */
export function ReviewActions({ attemptId, flaggedForReview, reviewedOn }: ReviewActionsProps) {
  const flag = useFlagAttemptForReview(attemptId)
  const complete = useCompleteAttemptReview(attemptId)
  const unflag = useUnflagAttemptForReview(attemptId)
  const state = reviewStateOf({ flaggedForReview, reviewedOn })
  const busy = flag.isMutating || complete.isMutating || unflag.isMutating

  return (
    <Stack gap={2} data-testid="review-actions" data-state={state}>
      <Text fontWeight="medium" data-testid="review-state">
        {state === 'not-flagged'
          ? 'Not flagged for review'
          : state === 'flagged'
            ? 'Flagged for review'
            : `Review completed on ${formatDateTime(reviewedOn)}`}
      </Text>
      <HStack gap={2} wrap="wrap">
        {state === 'not-flagged' ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="orange"
            disabled={busy}
            onClick={ignoreFailure(() => flag.trigger())}
          >
            <LuFlag /> Flag for review
          </Button>
        ) : null}
        {state === 'flagged' ? (
          <Button
            size="sm"
            colorPalette="green"
            disabled={busy}
            onClick={ignoreFailure(() => complete.trigger())}
          >
            <LuCheck /> Complete review
          </Button>
        ) : null}
        {state === 'reviewed' ? (
          <Button size="sm" variant="outline" disabled={busy} onClick={ignoreFailure(() => flag.trigger())}>
            <LuRotateCcw /> Reset review
          </Button>
        ) : null}
        {state !== 'not-flagged' ? (
          <Button size="sm" variant="ghost" disabled={busy} onClick={ignoreFailure(() => unflag.trigger())}>
            <LuFlagOff /> Unflag
          </Button>
        ) : null}
      </HStack>
    </Stack>
  )
}
