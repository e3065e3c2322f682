import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  admin,
  exams,
  type ExamTextExercise,
  type ExamWithCorrectAnswersDto,
  materials,
  renderExamText,
} from '@grile/shared/contract'
import { useAlertStore } from '@grile/shared/ui'
import { anAdmin, noContent, problem, renderPage, stubApi } from '@grile/shared/testing'
import { CreateExamPage, EXAM_CREATED } from '../../../routes/create-exam-page'
import { EditExamPage, EXAM_UPDATE_FAILED, EXAM_UPDATED } from '../../../routes/edit-exam-page'

const administrator = anAdmin()

jest.setTimeout(30_000)

const examId = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a'
const material = {
  id: '5b0c7a52-3f5e-4c1d-9a1e-0d5b2f6a7c01',
  title: 'Conditionals',
  topic: { id: '5b0c7a52-3f5e-4c1d-9a1e-0d5b2f6a7c11', name: 'Grammar: Conditionals' },
  studiedAt: null,
}
const exercises: ExamTextExercise[] = Array.from({ length: 30 }, (_, n) => ({
  question: `Question number ${n + 1}?`,
  answers: ['one', 'two', 'three', 'four'],
  correct: n % 4,
}))
const validText = renderExamText(exercises)

/** Sets the text area's value at once (typing 180 lines takes minutes under jsdom). */
const setText = (text: string) =>
  fireEvent.change(screen.getByLabelText('Exercises with answers'), { target: { value: text } })

describe('CreateExamPage', () => {
  beforeEach(() => useAlertStore.setState({ alerts: [] }))

  it('counts the lines live, names the first bad line, and creates the exam once all is valid', async () => {
    const { calls } = stubApi()
      .on(materials.getMaterials, () => [material])
      .on(admin.createExam, () => ({ id: examId }))
    renderPage(<CreateExamPage />, {
      url: '/admin/exams/create',
      path: '/admin/exams/create',
      user: administrator,
    })
    const create = await screen.findByRole('button', { name: 'Create exam' })
    expect(create).toBeDisabled()

    await userEvent.type(screen.getByLabelText(/^Title/), 'Mock exam 7')
    await userEvent.selectOptions(screen.getByLabelText(/^Target/), 'CAMPINA')
    await userEvent.selectOptions(screen.getByLabelText('Material'), material.id)
    expect(create).toBeDisabled()

    setText(validText.split('\n').slice(0, 12).join('\n'))
    expect(screen.getByTestId('exam-text-line-count')).toHaveTextContent('12 / 180 lines')
    expect(screen.getByText('must be exactly 180 lines')).toBeInTheDocument()

    const lines = validText.split('\n')
    lines[6] = 'b) missing its question'
    setText(lines.join('\n'))
    expect(screen.getByTestId('exam-text-line-count')).toHaveTextContent('180 / 180 lines')
    expect(screen.getByText('Line 7: expected a question, found an answer')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Go to line 7' })).toBeInTheDocument()
    expect(create).toBeDisabled()

    setText(validText)
    expect(screen.queryByText(/^Line \d+:/)).not.toBeInTheDocument()
    expect(create).toBeEnabled()
    await userEvent.click(create)

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/admin/exams/${examId}/edit`),
    )
    expect(useAlertStore.getState().alerts).toEqual([
      expect.objectContaining({ type: 'success', title: EXAM_CREATED }),
    ])
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Mock exam 7',
      examTarget: 'CAMPINA',
      forCustomersOnly: false,
      materialId: material.id,
      exercisesWithAnswers: validText,
    })
  })

  it('requires a title of at most 128 characters and a target', async () => {
    stubApi().on(materials.getMaterials, () => [])
    renderPage(<CreateExamPage />, {
      url: '/admin/exams/create',
      path: '/admin/exams/create',
      user: administrator,
    })
    const title = await screen.findByLabelText(/^Title/)
    await userEvent.type(title, 'x')
    await userEvent.clear(title)
    expect(screen.getByText('Must be min. 1 characters long')).toBeInTheDocument()
    await userEvent.click(title)
    await userEvent.paste('y'.repeat(129))
    expect(screen.getByText('Must not exceed 128 characters')).toBeInTheDocument()
    fireEvent.blur(screen.getByLabelText(/^Target/))
    expect(screen.getByText('Exam target is required')).toBeInTheDocument()
  })
})

describe('EditExamPage', () => {
  beforeEach(() => useAlertStore.setState({ alerts: [] }))

  const exam: ExamWithCorrectAnswersDto = {
    id: examId,
    title: 'Mock exam 7',
    mockPaper: false,
    examTarget: 'ACADEMY',
    examType: 'GENERAL',
    difficulty: 'MEDIUM',
    forCustomersOnly: false,
    materialId: null,
    generated: false,
    exercisesShuffleSeed: 11,
    canAttemptExam: true,
    withCorrectAnswers: true,
    exercises: exercises.map((exercise, n) => ({
      id: `9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7${String(n).padStart(3, '0')}`,
      question: exercise.question,
      passage: null,
      answersShuffleSeed: 3,
      answers: exercise.answers.map((text, a) => ({
        id: `9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c${String(n).padStart(3, '0')}${a}`,
        text,
        correct: a === exercise.correct,
      })),
    })),
  }

  function stubExam(putStatus = 204) {
    return stubApi()
      .on(exams.getExam, ({ params }) => (params.examId === examId ? exam : problem(404)))
      .on(materials.getMaterials, () => [material])
      .on(admin.updateExam, ({ params }) =>
        params.examId !== examId
          ? problem(404)
          : putStatus === 204
            ? noContent()
            : problem(putStatus, 'Failed'),
      )
  }

  const renderEdit = () =>
    renderPage(<EditExamPage />, {
      url: `/admin/exams/${examId}/edit`,
      path: '/admin/exams/:examId/edit',
      user: administrator,
    })

  it('lists the exercises in canonical order with their correct answers, each linking to its editor', async () => {
    const { calls } = stubExam()
    renderEdit()
    const table = await screen.findByRole('table', { name: 'Exercises' })
    expect(calls.find((call) => call.path === `/v1/exams/${examId}`)?.query.get('stable')).toBe('true')
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(30)
    expect(rows[0]).toHaveTextContent('Question number 1?')
    expect(rows[0]).toHaveTextContent('a) one')
    expect(rows[2]).toHaveTextContent('c) three')
    expect(within(table).getByRole('link', { name: 'Edit exercise 2' })).toHaveAttribute(
      'href',
      `/admin/exercises/${exam.exercises[1]?.id}/edit`,
    )
  })

  it('saves the title, target, customer flag and material, and reports a failure', async () => {
    const { calls } = stubExam()
    renderEdit()
    const title = await screen.findByLabelText(/^Title/)
    expect(title).toHaveValue('Mock exam 7')
    expect(screen.queryByLabelText('Exercises with answers')).not.toBeInTheDocument()
    await userEvent.type(title, ' (revised)')
    await userEvent.click(screen.getByRole('checkbox', { name: 'For customers only' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save exam' }))
    await waitFor(() =>
      expect(useAlertStore.getState().alerts).toEqual([
        expect.objectContaining({ type: 'success', title: EXAM_UPDATED }),
      ]),
    )
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: 'Mock exam 7 (revised)',
      examTarget: 'ACADEMY',
      forCustomersOnly: true,
      materialId: null,
    })
  })

  it('says when saving failed', async () => {
    stubExam(500)
    renderEdit()
    await screen.findByLabelText(/^Title/)
    await userEvent.click(screen.getByRole('button', { name: 'Save exam' }))
    await waitFor(() =>
      expect(useAlertStore.getState().alerts).toEqual([
        expect.objectContaining({ type: 'error', title: EXAM_UPDATE_FAILED }),
      ]),
    )
  })
})
