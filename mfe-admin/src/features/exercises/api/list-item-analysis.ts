import { useApi } from '@grile/shared/api'
import { admin, type ItemAnalysisQuery } from '@grile/shared/contract'

/** A page of exercises with their item analysis; nothing is asked before a search. */
export function useItemAnalysisList(query: ItemAnalysisQuery | null) {
  return useApi(admin.listItemAnalysis, query ? { query } : null, {
    keepPreviousData: true,
    shouldRetryOnError: false,
  })
}
