import { PageTitle } from '@grile/shared/ui'
import { ExerciseSearch } from '../features/exercises/components/exercise-search'

/** /admin/exercises/find */
export function FindExercisesPage() {
  return (
    <>
      <PageTitle>Find Exercises</PageTitle>
      <ExerciseSearch />
    </>
  )
}
