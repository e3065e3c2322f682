import type { RandomExerciseQuery } from '@grile/shared/contract'
import type { PracticeFilter } from '../stores/interactive-settings-store'

/**
 * What the random draw asks for: non-customers practise by target only (the other filters and
 * the mistakes mode are for customers; see docs/product-rules.md#customers-and-token-holders), so their
 * remembered choices are left out.
 */
export function randomExerciseQuery(
  filter: PracticeFilter,
  onlyMistakes: boolean,
  isCustomer: boolean,
): RandomExerciseQuery {
  if (!isCustomer) return { examTarget: filter.examTarget }
  return {
    examTarget: filter.examTarget,
    examType: filter.examType,
    difficulty: filter.difficulty,
    materialTopicId: filter.materialTopicId,
    onlyMistakes: onlyMistakes ? 'true' : undefined,
  }
}
