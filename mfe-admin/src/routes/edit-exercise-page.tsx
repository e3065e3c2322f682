import { Badge, HStack, Text } from '@grile/shared/chakra'
import { useParams } from 'react-router-dom'
import { PageTitle } from '@grile/shared/ui'
import { Loading } from '../components/loading'
import { useExercise } from '../features/exercises/api/get-exercise'
import { ExerciseEditForm } from '../features/exercises/components/exercise-edit-form'

const TARGET_LABEL = { ACADEMY: 'Academy', CAMPINA: 'Campina' } as const
const TYPE_LABEL = { GENERAL: 'General', GRAMMAR: 'Grammar' } as const
const DIFFICULTY_LABEL = { EASY: 'Easy', MEDIUM: 'Medium', HARD: 'Hard' } as const

export const EXERCISE_NOT_LOADED_TEXT = 'Exercise could not be loaded.'

/** /admin/exercises/:exerciseId/edit */
export function EditExercisePage() {
  const { exerciseId = '' } = useParams()
  const { data: exercise, error, isLoading } = useExercise(exerciseId)

  if (isLoading) return <Loading />
  if (error || !exercise) {
    return (
      <>
        <PageTitle>Edit Exercise</PageTitle>
        <Text color="fg.error" role="alert">
          {EXERCISE_NOT_LOADED_TEXT}
        </Text>
      </>
    )
  }
  return (
    <>
      <PageTitle>Edit Exercise</PageTitle>
      <HStack gap={2} mt={-3} mb={6} wrap="wrap">
        <Badge variant="subtle">
          {TARGET_LABEL[exercise.examTarget]} / {TYPE_LABEL[exercise.examType]}
        </Badge>
        <Badge variant="outline">{DIFFICULTY_LABEL[exercise.difficulty]}</Badge>
      </HStack>
      <ExerciseEditForm key={exercise.id} exercise={exercise} />
    </>
  )
}
