import useSWR from 'swr'
import { apiRequest } from '@grile/shared/api'
import { attempts } from '@grile/shared/contract'

export interface AttemptsQuery {
  /** Another user's attempts (a teacher looking at a pupil); the caller's when absent. */
  userId?: string
  pageNumber: number
}

export const getAttemptsKey = (query: AttemptsQuery) => [attempts.getAttempts.path, query] as const

/** Matches every cached page of attempts (a review changes their Review and Reviewed On columns). */
export const isAttemptsKey = (key: unknown): boolean =>
  Array.isArray(key) && key[0] === attempts.getAttempts.path

export function getAttempts(query: AttemptsQuery) {
  return apiRequest(attempts.getAttempts, { query: { ...query } })
}

export function useAttempts(query: AttemptsQuery) {
  return useSWR(getAttemptsKey(query), ([, q]) => getAttempts(q), { keepPreviousData: true })
}
