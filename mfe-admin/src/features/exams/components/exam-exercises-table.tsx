import { Link, Text } from '@grile/shared/chakra'
import { Link as RouterLink } from '@grile/shared/router'
import { LuPencil } from 'react-icons/lu'
import { answerLabel, type ExamExerciseWithCorrectDto } from '@grile/shared/contract'
import { ListTable, RowTitleLink, type ListColumn } from '@grile/shared/ui'
import { routes } from '../../../config/paths'

function correctAnswer(exercise: ExamExerciseWithCorrectDto): string {
  const index = exercise.answers.findIndex((answer) => answer.correct)
  return index < 0 ? '—' : `${answerLabel(index)} ${exercise.answers[index]?.text ?? ''}`
}

/**
 * The exam's exercises in canonical order (stable=true), each linking to its editor: the question opens it
 * as the Edit link does.
 */
export function ExamExercisesTable({ exercises }: { exercises: ExamExerciseWithCorrectDto[] }) {
  if (exercises.length === 0) return <Text color="fg.muted">There are no exercises to display.</Text>
  const columns: ListColumn<ExamExerciseWithCorrectDto>[] = [
    { header: '#', kind: 'marker', width: '12', cell: (_exercise, index) => index + 1 },
    {
      header: 'Question',
      kind: 'title',
      cellProps: { whiteSpace: 'normal' },
      cell: (exercise) => (
        <RowTitleLink to={routes.editExercise(exercise.id)}>{exercise.question}</RowTitleLink>
      ),
    },
    { header: 'Correct Answer', cellProps: { whiteSpace: 'normal' }, cell: correctAnswer },
    {
      header: 'Actions',
      kind: 'actions',
      align: 'end',
      cell: (exercise, index) => (
        <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
          <RouterLink to={routes.editExercise(exercise.id)} aria-label={`Edit exercise ${index + 1}`}>
            <LuPencil /> Edit
          </RouterLink>
        </Link>
      ),
    },
  ]
  return (
    <ListTable label="Exercises" items={exercises} columns={columns} rowKey={(exercise) => exercise.id} />
  )
}
