import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'
import { apiRequest } from '@grile/shared/api'
import { admin, type ExerciseUpdate } from '@grile/shared/contract'
import { getExerciseKey } from './get-exercise'

export function updateExercise(exerciseId: string, update: ExerciseUpdate): Promise<void> {
  return apiRequest(admin.updateExercise, { params: { exerciseId }, body: update })
}

const isSearchKey = (key: unknown) => Array.isArray(key) && key[0] === admin.searchExercises.path

/** Saves an exercise and reloads it and every cached search (its question may have changed). */
export function useUpdateExercise(exerciseId: string) {
  const { mutate } = useSWRConfig()
  return useSWRMutation(getExerciseKey(exerciseId), async (_key, { arg }: { arg: ExerciseUpdate }) => {
    await updateExercise(exerciseId, arg)
    await Promise.all([mutate(getExerciseKey(exerciseId)), mutate(isSearchKey)])
  })
}
