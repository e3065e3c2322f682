import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useAlertStore } from '@grile/shared/ui'
import { admin, type ExerciseWithCorrectDto } from '@grile/shared/contract'
import { anAdmin, noContent, problem, renderPage, stubApi } from '@grile/shared/testing'
import { EditExercisePage, EXERCISE_NOT_LOADED_TEXT } from '../../../routes/edit-exercise-page'
import { EXERCISE_EDIT_FAILED, EXERCISE_EDITED } from '../components/exercise-edit-form'
import { ITEM_ANALYSIS_FAILED_TEXT } from '../components/item-analysis-panel'

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
    .on(admin.getItemAnalysis, ({ params }) =>
      params.exerciseId === exerciseId ? { exerciseId, answersCount: 4, figures: null } : problem(404),
    )
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

  it('shows the item analysis: figures, flags with their words, and how often each answer is chosen', async () => {
    const { callsTo } = stubExercise().on(admin.getItemAnalysis, () => ({
      exerciseId,
      answersCount: 30,
      figures: {
        facility: 0.5,
        discrimination: -1,
        flags: ['keyDoubtful' as const],
        groupSize: 9,
        strongFacility: 0,
        weakFacility: 1,
        answers: [
          { answerId: answerIds[0], correct: true, share: 0.5, strongShare: 0, weakShare: 1 },
          { answerId: answerIds[1], correct: false, share: 0.5, strongShare: 1, weakShare: 0 },
          { answerId: answerIds[2], correct: false, share: 0, strongShare: 0, weakShare: 0 },
          { answerId: answerIds[3], correct: false, share: 0, strongShare: 0, weakShare: 0 },
        ],
      },
    }))
    renderEdit()
    const section = await screen.findByRole('region', { name: 'Item analysis' })
    expect(
      await within(section).findByText("30 students answered it (each student's first answer counts)."),
    ).toBeInTheDocument()
    const figures = within(section).getByTestId('item-figures')
    expect(within(figures).getByText('Facility').nextSibling).toHaveTextContent('50%')
    expect(within(figures).getByText('Discrimination').nextSibling).toHaveTextContent('-1.00')
    expect(within(figures).getByText('Strong students').nextSibling).toHaveTextContent(
      '0%right, the 9 highest rated',
    )
    const flags = within(section).getByRole('list', { name: 'Flags' })
    expect(within(flags).getByText('Key doubtful')).toBeInTheDocument()
    expect(
      within(flags).getByText('Strong students choose another answer more often than the key.'),
    ).toBeInTheDocument()

    const table = within(section).getByRole('table', { name: 'Answer choices' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['a) walkKey', '50%', '0%', '100%'],
      ['b) walks', '50%', '100%', '0%'],
      ['c) walking', '0%', '0%', '0%'],
      ['d) to walk', '0%', '0%', '0%'],
    ])
    expect(callsTo(admin.getItemAnalysis).map((call) => call.params.exerciseId)).toEqual([exerciseId])
  })

  it('says when there are not enough answers yet, and when the analysis cannot be loaded', async () => {
    stubExercise()
    const { unmount } = renderEdit()
    expect(await screen.findByText('Not enough answers yet: 4 of the 20 needed.')).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: 'Answer choices' })).not.toBeInTheDocument()
    unmount()

    let failing = true
    stubExercise().on(admin.getItemAnalysis, () =>
      failing ? problem(500) : { exerciseId, answersCount: 3, figures: null },
    )
    renderEdit()
    expect(await screen.findByText(ITEM_ANALYSIS_FAILED_TEXT)).toBeInTheDocument()
    // The editor still works without the figures.
    expect(screen.getByLabelText('Question')).toBeInTheDocument()
    failing = false
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Not enough answers yet: 3 of the 20 needed.')).toBeInTheDocument()
  })
})
