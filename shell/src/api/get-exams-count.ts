import useSWR from 'swr'
import { exams } from '@grile/shared/contract'
import { apiRequest } from '@grile/shared/api'

export const getExamsCountKey = () => [exams.getExamsCount.path] as const

export const getExamsCount = () => apiRequest(exams.getExamsCount)

export function useExamsCount() {
  return useSWR(getExamsCountKey(), getExamsCount)
}

/**
 * Public pages show the exam count rounded down to the nearest 10
 * (docs/product-rules.md#limits-and-constants).
 */
export function displayedExamsCount(count: number): number {
  return Math.floor(count / 10) * 10
}
