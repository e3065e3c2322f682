import { Link, Table, Text } from '@grile/shared/chakra'
import { Link as RouterLink } from 'react-router-dom'
import { LuPencil } from 'react-icons/lu'
import type { ExamExerciseWithCorrectDto } from '@grile/shared/contract'
import { routes } from '../../../config/paths'

const letterOf = (index: number) => String.fromCharCode(97 + index)

function correctAnswer(exercise: ExamExerciseWithCorrectDto): string {
  const index = exercise.answers.findIndex((answer) => answer.correct)
  return index < 0 ? '—' : `${letterOf(index)}) ${exercise.answers[index]?.text ?? ''}`
}

/** The exam's exercises in canonical order (stable=true), each linking to its editor. */
export function ExamExercisesTable({ exercises }: { exercises: ExamExerciseWithCorrectDto[] }) {
  if (exercises.length === 0) return <Text color="fg.muted">There are no exercises to display.</Text>
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Exercises">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="12">#</Table.ColumnHeader>
            <Table.ColumnHeader>Question</Table.ColumnHeader>
            <Table.ColumnHeader>Correct Answer</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {exercises.map((exercise, index) => (
            <Table.Row key={exercise.id}>
              <Table.Cell>{index + 1}</Table.Cell>
              <Table.Cell whiteSpace="normal">{exercise.question}</Table.Cell>
              <Table.Cell whiteSpace="normal">{correctAnswer(exercise)}</Table.Cell>
              <Table.Cell textAlign="end">
                <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
                  <RouterLink to={routes.editExercise(exercise.id)} aria-label={`Edit exercise ${index + 1}`}>
                    <LuPencil /> Edit
                  </RouterLink>
                </Link>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
