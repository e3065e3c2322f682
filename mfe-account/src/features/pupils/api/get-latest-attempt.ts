import useSWR from 'swr'
import { apiRequest } from '@grile/shared/api'
import { attempts } from '@grile/shared/contract'

export type LatestAttempt = attempts.AttemptSummary | null

export const getLatestAttemptKey = (pupilId: string) =>
  [attempts.getAttempts.path, pupilId, 'latest'] as const

/** The pupil's most recent exam attempt (their teacher may read a pupil's attempts), or null. */
export async function getLatestAttempt(pupilId: string): Promise<LatestAttempt> {
  const page = await apiRequest(attempts.getAttempts, { query: { userId: pupilId, pageNumber: 0 } })
  return page.content[0] ?? null
}

export function useLatestAttempt(pupilId: string) {
  return useSWR(getLatestAttemptKey(pupilId), ([, id]) => getLatestAttempt(id), { shouldRetryOnError: false })
}
