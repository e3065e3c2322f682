import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useAlertStore } from '@grile/shared/ui'
import { admin, type ExerciseWithCorrectDto } from '@grile/shared/contract'
import { anAdmin, noContent, problem, renderPage, stubApi } from '@grile/shared/testing'
import { EditExercisePage, EXERCISE_NOT_LOADED_TEXT } from '../../../routes/edit-exercise-page'
import { EXERCISE_EDIT_FAILED, EXERCISE_EDITED } from '../components/exercise-edit-form'

const administrator = anAdmin()

const exerciseId = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b0a'
const answerIds = [
  '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b01',
  '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b02',
  '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b03',
  '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b04',
] as const
const exercise: ExerciseWithCorrectDto = {
  id: exerciseId,
  question: 'She ____ to the station every mornnig.',
  answers: [
    { id: answerIds[0], text: 'walk', correct: true },
    { id: answerIds[1], text: 'walks', correct: false },
    { id: answerIds[2], text: 'walking', correct: false },
    { id: answerIds[3], text: 'to walk', correct: false },
  ],
  answersShuffleSeed: 7,
  canAttemptExercise: true,
  explanation: 'Third person singular takes -s.',
  examTarget: 'ACADEMY',
  examType: 'GRAMMAR',
  difficulty: 'EASY',
}

function stubExercise(putStatus = 204) {
  return stubApi()
    .on(admin.getExercise, ({ params }) => (params.exerciseId === exerciseId ? exercise : problem(404)))
    .on(admin.updateExercise, ({ params }) =>
      params.exerciseId !== exerciseId
        ? problem(404)
        : putStatus === 204
          ? noContent()
          : problem(putStatus, 'Failed'),
    )
}

const renderEdit = () =>
  renderPage(<EditExercisePage />, {
    url: `/admin/exercises/${exerciseId}/edit`,
    path: '/admin/exercises/:exerciseId/edit',
    user: administrator,
  })

beforeEach(() => useAlertStore.setState({ alerts: [] }))

describe('EditExercisePage', () => {
  it('loads the exercise in canonical order and fixes a typo and the correct answer', async () => {
    const { calls } = stubExercise()
    renderEdit()
    const question = await screen.findByLabelText('Question')
    expect(calls[0]?.query.get('stable')).toBe('true')
    expect(screen.getByLabelText('Answer a)')).toHaveValue('walk')
    expect(screen.getByRole('radio', { name: 'Answer a) is correct' })).toBeChecked()

    await userEvent.clear(question)
    await userEvent.type(question, 'She ____ to the station every morning.')
    // Marking b) correct unmarks a): exactly one answer is correct.
    await userEvent.click(screen.getByRole('radio', { name: 'Answer b) is correct' }))
    expect(screen.getByRole('radio', { name: 'Answer b) is correct' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Answer a) is correct' })).not.toBeChecked()

    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(useAlertStore.getState().alerts).toEqual([
        expect.objectContaining({ type: 'success', title: EXERCISE_EDITED }),
      ]),
    )
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      question: 'She ____ to the station every morning.',
      answers: [
        { id: answerIds[0], text: 'walk', correct: false },
        { id: answerIds[1], text: 'walks', correct: true },
        { id: answerIds[2], text: 'walking', correct: false },
        { id: answerIds[3], text: 'to walk', correct: false },
      ],
    })
  })

  it('disables Save while the question or an answer breaks the rules', async () => {
    stubExercise()
    renderEdit()
    const question = await screen.findByLabelText('Question')
    const save = screen.getByRole('button', { name: 'Save' })
    expect(save).toBeEnabled()

    await userEvent.clear(question)
    await userEvent.type(question, 'Shee')
    expect(save).toBeDisabled()
    expect(screen.getByText('must be longer than 5 characters')).toBeInTheDocument()
    await userEvent.type(question, ' walks?')
    expect(save).toBeEnabled()

    await userEvent.clear(screen.getByLabelText('Answer c)'))
    expect(save).toBeDisabled()
    expect(screen.getByText('must not be empty')).toBeInTheDocument()
    await userEvent.click(screen.getByLabelText('Answer c)'))
    await userEvent.paste('x'.repeat(257))
    expect(screen.getByText('must not be longer than 256 characters')).toBeInTheDocument()
  })

  it('reports a failed save and a failed load', async () => {
    stubExercise(500)
    const { unmount } = renderEdit()
    await screen.findByLabelText('Question')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(useAlertStore.getState().alerts).toEqual([
        expect.objectContaining({ type: 'error', title: EXERCISE_EDIT_FAILED }),
      ]),
    )
    unmount()

    stubApi()
    renderEdit()
    expect(await screen.findByText(EXERCISE_NOT_LOADED_TEXT)).toBeInTheDocument()
  })
})
