import { useApi } from '@grile/shared/api'
import { attempts } from '@grile/shared/contract'

export type LatestAttempt = attempts.AttemptSummary | null

/**
 * The pupil's most recent exam attempt (their teacher may read a pupil's attempts), or null; the same
 * read as the pupil's grades, so the two share one request.
 */
export function useLatestAttempt(pupilId: string): { data: LatestAttempt | undefined } {
  const { data } = useApi(
    attempts.getAttempts,
    { query: { userId: pupilId, pageNumber: 0 } },
    {
      shouldRetryOnError: false,
    },
  )
  return { data: data && (data.content[0] ?? null) }
}
