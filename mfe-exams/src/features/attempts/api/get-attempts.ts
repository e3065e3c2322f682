import { useApi } from '@grile/shared/api'
import { attempts } from '@grile/shared/contract'

export interface AttemptsQuery {
  /** Another user's attempts (a teacher looking at a pupil); the caller's when absent. */
  userId?: string
  pageNumber: number
}

export function useAttempts(query: AttemptsQuery) {
  return useApi(attempts.getAttempts, { query: { ...query } }, { keepPreviousData: true })
}
