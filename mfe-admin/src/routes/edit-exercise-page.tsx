import { Badge, HStack, Stack, Text } from '@grile/shared/chakra'
import { useParams } from '@grile/shared/router'
import { DIFFICULTY_LABELS, EXAM_TARGET_LABELS, EXAM_TYPE_LABELS } from '@grile/shared/contract'
import { PageTitle, Loading } from '@grile/shared/ui'
import { useExercise } from '../features/exercises/api/get-exercise'
import { ExerciseEditForm } from '../features/exercises/components/exercise-edit-form'
import { ItemAnalysisPanel } from '../features/exercises/components/item-analysis-panel'

export const EXERCISE_NOT_LOADED_TEXT = 'Exercise could not be loaded.'

/** /admin/exercises/:exerciseId/edit: the exercise's question and answers, then its item analysis. */
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
          {EXAM_TARGET_LABELS[exercise.examTarget]} / {EXAM_TYPE_LABELS[exercise.examType]}
        </Badge>
        <Badge variant="outline">{DIFFICULTY_LABELS[exercise.difficulty]}</Badge>
      </HStack>
      <Stack gap={10}>
        <ExerciseEditForm key={exercise.id} exercise={exercise} />
        <ItemAnalysisPanel exercise={exercise} />
      </Stack>
    </>
  )
}
