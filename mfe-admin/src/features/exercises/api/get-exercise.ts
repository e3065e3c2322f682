import { useApi } from '@grile/shared/api'
import { admin } from '@grile/shared/contract'

/** The canonical answer order (stable=true), so the editor shows the answers as they were written. */
export function useExercise(exerciseId: string) {
  return useApi(
    admin.getExercise,
    { params: { exerciseId }, query: { stable: 'true' } },
    { shouldRetryOnError: false },
  )
}
