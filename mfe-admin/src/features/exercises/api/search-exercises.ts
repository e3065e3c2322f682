import useSWR from 'swr'
import { apiRequest } from '@grile/shared/api'
import { admin } from '@grile/shared/contract'
import type { z } from 'zod'

export type ExerciseSearchPage = z.output<typeof admin.exerciseSearchPageSchema>

export const searchExercisesKey = (questionFragment: string, pageNumber: number) =>
  [admin.searchExercises.path, questionFragment, pageNumber] as const

export function searchExercises(questionFragment: string, pageNumber: number): Promise<ExerciseSearchPage> {
  return apiRequest(admin.searchExercises, { query: { questionFragment, pageNumber } })
}

/** A page of the exercises whose question contains the fragment; nothing is asked without one. */
export function useExerciseSearch(questionFragment: string | null, pageNumber: number) {
  return useSWR(
    questionFragment ? searchExercisesKey(questionFragment, pageNumber) : null,
    ([, fragment, page]) => searchExercises(fragment, page),
    { keepPreviousData: true, shouldRetryOnError: false },
  )
}
