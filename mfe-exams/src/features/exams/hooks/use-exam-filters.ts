import { useCallback, useMemo } from 'react'
import { useSearchParams } from '@grile/shared/router'
import type { z } from 'zod'
import {
  exams,
  pageNumberSchema,
  uuidSchema,
  type Difficulty,
  type ExamTarget,
  type ExamType,
  type ExamsQuery,
} from '@grile/shared/contract'

/** The list's filters; they live in the URL so a reload or a shared link shows the same list. */
export interface ExamFilters {
  examTarget?: ExamTarget
  examType?: ExamType
  difficulty?: Difficulty
  /** Only with examType GRAMMAR (the topic select is shown only then). */
  materialTopicId?: string
  onlyNotAttemptedByUser: boolean
  /** 0-based. */
  pageNumber: number
}

export type ExamFiltersPatch = Partial<Omit<ExamFilters, 'pageNumber'>>

const PUPIL_PARAM = 'pupilUserId'

function parsed<T>(schema: z.ZodType<T>, value: string | null): T | undefined {
  const result = schema.safeParse(value)
  return result.success ? result.data : undefined
}

/** Unknown or malformed values in a hand-edited URL are ignored rather than sent to the API. */
export function filtersFromSearchParams(params: URLSearchParams): ExamFilters {
  const examType = parsed(exams.examTypeSchema, params.get('examType'))
  return {
    examTarget: parsed(exams.examTargetSchema, params.get('examTarget')),
    examType,
    difficulty: parsed(exams.difficultySchema, params.get('difficulty')),
    materialTopicId: examType === 'GRAMMAR' ? parsed(uuidSchema, params.get('materialTopicId')) : undefined,
    onlyNotAttemptedByUser: params.get('onlyNotAttemptedByUser') === 'true',
    pageNumber: parsed(pageNumberSchema, params.get('pageNumber')) ?? 0,
  }
}

/** The filters as URL parameters, keeping the others (pupilUserId); defaults are left out. */
export function filtersToSearchParams(filters: ExamFilters, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams()
  const pupilUserId = current.get(PUPIL_PARAM)
  if (pupilUserId) next.set(PUPIL_PARAM, pupilUserId)
  if (filters.examTarget) next.set('examTarget', filters.examTarget)
  if (filters.examType) next.set('examType', filters.examType)
  if (filters.difficulty) next.set('difficulty', filters.difficulty)
  if (filters.examType === 'GRAMMAR' && filters.materialTopicId)
    next.set('materialTopicId', filters.materialTopicId)
  if (filters.onlyNotAttemptedByUser) next.set('onlyNotAttemptedByUser', 'true')
  if (filters.pageNumber > 0) next.set('pageNumber', String(filters.pageNumber))
  return next
}

/** Every filter at its default: the whole catalogue. */
export const NO_FILTERS: ExamFiltersPatch = {
  examTarget: undefined,
  examType: undefined,
  difficulty: undefined,
  materialTopicId: undefined,
  onlyNotAttemptedByUser: false,
}

/** Whether any filter narrows the list. */
export function anyFilterSet(filters: ExamFilters): boolean {
  return Boolean(
    filters.examTarget ||
    filters.examType ||
    filters.difficulty ||
    filters.materialTopicId ||
    filters.onlyNotAttemptedByUser,
  )
}

/** The pupil whose list a teacher is looking at (?pupilUserId=), if any. */
export function pupilUserIdOf(params: URLSearchParams): string | undefined {
  return parsed(uuidSchema, params.get(PUPIL_PARAM))
}

/** The query of GET /v1/exams for these filters, for the user whose list it is. */
export function examsQueryOf(filters: ExamFilters, userId: string | undefined): ExamsQuery {
  return {
    userId,
    pageNumber: filters.pageNumber,
    examTarget: filters.examTarget,
    examType: filters.examType,
    difficulty: filters.difficulty,
    materialTopicId: filters.examType === 'GRAMMAR' ? filters.materialTopicId : undefined,
    onlyNotAttemptedByUser: filters.onlyNotAttemptedByUser ? 'true' : undefined,
  }
}

export function useExamFilters() {
  const [searchParams, setSearchParams] = useSearchParams()
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams])
  const pupilUserId = pupilUserIdOf(searchParams)

  /** A changed filter starts again at the first page; leaving Grammar drops the topic. */
  const changeFilters = useCallback(
    (patch: ExamFiltersPatch) => {
      setSearchParams((current) => {
        const next: ExamFilters = { ...filtersFromSearchParams(current), ...patch, pageNumber: 0 }
        if (next.examType !== 'GRAMMAR') next.materialTopicId = undefined
        return filtersToSearchParams(next, current)
      })
    },
    [setSearchParams],
  )

  const changePage = useCallback(
    (pageNumber: number) => {
      setSearchParams((current) =>
        filtersToSearchParams({ ...filtersFromSearchParams(current), pageNumber }, current),
      )
    },
    [setSearchParams],
  )

  return { filters, pupilUserId, changeFilters, changePage }
}
