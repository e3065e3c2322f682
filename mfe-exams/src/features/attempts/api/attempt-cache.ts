import { isApiKeyOf, type useSWRConfig } from '@grile/shared/api'
import { attempts } from '@grile/shared/contract'
import { isAttemptKey, type Attempt, type AttemptReview } from './get-attempt'

type Mutate = ReturnType<typeof useSWRConfig>['mutate']

/**
 * Puts a review answer into every cached copy of the attempt (both orders) and refreshes the attempts
 * lists, whose Review and Reviewed On columns it changes.
 */
export async function applyAttemptReview(
  mutate: Mutate,
  review: AttemptReview,
  updateChoices: (choices: Attempt['choices']) => Attempt['choices'] = (choices) => choices,
): Promise<void> {
  await mutate<Attempt>(
    isAttemptKey(review.id),
    (current) =>
      current && {
        ...current,
        flaggedForReview: review.flaggedForReview,
        reviewedOn: review.reviewedOn,
        choices: updateChoices(current.choices),
      },
    { revalidate: false },
  )
  void mutate(isApiKeyOf(attempts.getAttempts))
}
