import { useApi } from '@grile/shared/api'
import { admin } from '@grile/shared/contract'

/** A page of the exercises whose question contains the fragment; nothing is asked without one. */
export function useExerciseSearch(questionFragment: string | null, pageNumber: number) {
  return useApi(admin.searchExercises, questionFragment ? { query: { questionFragment, pageNumber } } : null, {
    keepPreviousData: true,
    shouldRetryOnError: false,
  })
}
