import { isApiKeyOf, useApiMutation } from '@grile/shared/api'
import { admin, type ExerciseUpdate } from '@grile/shared/contract'

/**
 * Saves an exercise and reloads it, its item analysis (a new key changes the figures) and every cached list
 * (its question may have changed).
 */
export function useUpdateExercise(exerciseId: string) {
  return useApiMutation(
    admin.updateExercise,
    (update: ExerciseUpdate) => ({ params: { exerciseId }, body: update }),
    {
      revalidates: [
        isApiKeyOf(admin.getExercise, { exerciseId }),
        isApiKeyOf(admin.getItemAnalysis, { exerciseId }),
        admin.listItemAnalysis,
      ],
    },
  )
}
