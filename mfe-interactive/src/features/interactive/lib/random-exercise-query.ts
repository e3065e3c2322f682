import { exams, uuidSchema, type RandomExerciseQuery } from '@grile/shared/contract'
import type { PracticeFilter } from '../stores/interactive-settings-store'

/** The search parameter that opens /interactive in the "Due for review" mode (the user home's link). */
export const REVIEW_PARAM = 'review'
const REVIEW_DUE = 'due'

/** Whether a page's search string (`?review=due`) asks for the "Due for review" mode. */
export function reviewRequested(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  return params.get(REVIEW_PARAM) === REVIEW_DUE
}

/**
 * The search parameters that open /interactive on a filter (the profile's "Practise this" links,
 * docs/product-rules.md#mastery), each checked as the contract checks the pick's query.
 */
const FILTER_PARAMS = {
  examTarget: exams.examTargetSchema,
  examType: exams.examTypeSchema,
  difficulty: exams.difficultySchema,
  materialTopicId: uuidSchema,
} as const
export const FILTER_PARAM_NAMES = Object.keys(FILTER_PARAMS) as (keyof PracticeFilter)[]

/**
 * The filter a page's search string asks for (`?materialTopicId=…`, `?examType=GENERAL&examTarget=ACADEMY`), whole:
 * what it leaves out is "any". Undefined when it asks for none; a value that is not valid is left out.
 */
export function filterRequested(search: string | URLSearchParams): PracticeFilter | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const requested: PracticeFilter = {}
  let any = false
  for (const name of FILTER_PARAM_NAMES) {
    const parsed = FILTER_PARAMS[name].safeParse(params.get(name))
    if (!parsed.success) continue
    Object.assign(requested, { [name]: parsed.data })
    any = true
  }
  return any ? requested : undefined
}

/** The draw's modes: the mistakes mode (customers) and the reviews due first (everyone). */
interface DrawModes {
  onlyMistakes: boolean
  dueForReview: boolean
}

/**
 * What the random draw asks for: non-customers practise by target only (the other filters and
 * the mistakes mode are for customers; see docs/product-rules.md#customers-and-token-holders), so their
 * remembered choices are left out. The reviews due come first for everyone who asks
 * (docs/product-rules.md#review-of-mistakes): the server keeps a non-customer's to the open exercises.
 */
export function randomExerciseQuery(
  filter: PracticeFilter,
  { onlyMistakes, dueForReview }: DrawModes,
  isCustomer: boolean,
): RandomExerciseQuery {
  const review = dueForReview ? 'true' : undefined
  if (!isCustomer) return { examTarget: filter.examTarget, dueForReview: review }
  return {
    examTarget: filter.examTarget,
    examType: filter.examType,
    difficulty: filter.difficulty,
    materialTopicId: filter.materialTopicId,
    onlyMistakes: onlyMistakes ? 'true' : undefined,
    dueForReview: review,
  }
}
