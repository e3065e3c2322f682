import useSWR from 'swr'
import { apiRequest } from '@grile/shared/api'
import { admin, type ExerciseWithCorrectDto } from '@grile/shared/contract'

export const getExerciseKey = (exerciseId: string) => [admin.getExercise.path, exerciseId] as const

/** The canonical answer order (stable=true), so the editor shows the answers as they were written. */
export function getExercise(exerciseId: string): Promise<ExerciseWithCorrectDto> {
  return apiRequest(admin.getExercise, { params: { exerciseId }, query: { stable: 'true' } })
}

export function useExercise(exerciseId: string) {
  return useSWR(getExerciseKey(exerciseId), ([, id]) => getExercise(id), { shouldRetryOnError: false })
}
