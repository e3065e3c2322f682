import { exams } from '@grile/shared/contract'
import { useApi } from '@grile/shared/api'

export function useExamsCount() {
  return useApi(exams.getExamsCount, {})
}

/**
 * Public pages show the exam count rounded down to the nearest 10
 * (docs/product-rules.md#limits-and-constants).
 */
export function displayedExamsCount(count: number): number {
  return Math.floor(count / 10) * 10
}
