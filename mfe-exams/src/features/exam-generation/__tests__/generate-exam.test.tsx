import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { exams, materials } from '@grile/shared/contract'
import {
  type ApiCall,
  aStudent,
  examOf,
  problem,
  renderPage,
  signInAs,
  stubApi,
  uuidOf,
} from '@grile/shared/testing'
import { GenerateExamPage } from '../../../routes/generate-exam-page'
import { useGeneratedExamStore } from '../../exam-attempt/stores/generated-exam-store'

const student = aStudent()

const topics = [
  { id: uuidOf(1, 9), name: 'Conditionals' },
  { id: uuidOf(2, 9), name: 'Modal verbs' },
]

function stubGenerate(status: number) {
  const generated = examOf(2, { id: uuidOf(3, 2), title: 'Generated Exam', generated: true })
  return stubApi()
    .on(materials.getMaterialTopics, () => topics)
    .on(exams.generateExam, () =>
      status === 201 ? generated : problem(status, 'No exam could be generated.'),
    )
}

function renderGenerate() {
  return renderPage(<GenerateExamPage />, {
    url: '/exams/generate',
    path: '/exams/generate',
    routes: { '/exams/:examId/attempt': <p>Attempt page</p> },
  })
}

const generation = (requests: ApiCall[]) => requests.find((request) => request.method === 'POST')

describe('generating an exam', () => {
  beforeEach(() => useGeneratedExamStore.getState().clear())

  it('sends the specification, keeps the exam and opens /exams/generated/attempt', async () => {
    signInAs({ isCustomer: true, tokens: 2 })
    const { calls: requests } = stubGenerate(201)
    renderGenerate()
    await userEvent.selectOptions(screen.getByLabelText(/Target/), 'Campina')
    await userEvent.selectOptions(screen.getByLabelText(/Type/), 'Grammar')
    await userEvent.click(await screen.findByText('Modal verbs'))
    await userEvent.selectOptions(screen.getByLabelText(/Difficulty/), 'Hard')
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/exams/generated/attempt'))
    expect(generation(requests)?.body).toEqual({
      examTarget: 'CAMPINA',
      examType: 'GRAMMAR',
      difficulty: 'HARD',
      materialTopicIds: [topics[1]?.id],
      onlyNotAttemptedByUser: false,
      mockPaper: false,
      atMyLevel: false,
    })
    expect(useGeneratedExamStore.getState().generated).toMatchObject({
      userId: student.id,
      exam: { id: uuidOf(3, 2) },
    })
  })

  it('asks for a mock paper of the school, without type, difficulty or topics to choose', async () => {
    signInAs({ isCustomer: true, tokens: 2 })
    const { calls: requests } = stubGenerate(201)
    renderGenerate()
    await userEvent.selectOptions(screen.getByLabelText(/Type/), 'Grammar')
    await userEvent.click(await screen.findByText('Conditionals'))
    await userEvent.click(screen.getByRole('checkbox', { name: /A mock paper/ }))
    expect(screen.getByLabelText(/Type/)).toBeDisabled()
    expect(screen.getByLabelText(/Difficulty/)).toBeDisabled()
    expect(screen.queryByText('Conditionals')).toBeNull()
    await userEvent.selectOptions(screen.getByLabelText(/Target/), 'Campina')
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }))
    await waitFor(() => expect(generation(requests)).toBeDefined())
    expect(generation(requests)?.body).toMatchObject({
      examTarget: 'CAMPINA',
      mockPaper: true,
      materialTopicIds: [],
    })
  })

  it('asks for exercises at my level when the box is ticked, never for a mock paper', async () => {
    signInAs({ isCustomer: true, tokens: 2 })
    const { calls: requests } = stubGenerate(201)
    const first = renderGenerate()
    const atMyLevel = () => screen.getByRole('checkbox', { name: /At my level: .* 70–85% of the time/ })
    expect(atMyLevel()).not.toBeChecked()
    await userEvent.click(atMyLevel())
    expect(atMyLevel()).toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }))
    await waitFor(() => expect(generation(requests)).toBeDefined())
    expect(generation(requests)?.body).toMatchObject({
      examType: 'GENERAL',
      difficulty: 'MEDIUM',
      atMyLevel: true,
      mockPaper: false,
    })
    first.unmount()

    // A mock paper keeps the school's level: the box is off and disabled while it is chosen.
    const { calls: mockRequests } = stubGenerate(201)
    renderGenerate()
    await userEvent.click(atMyLevel())
    await userEvent.click(screen.getByRole('checkbox', { name: /A mock paper/ }))
    expect(atMyLevel()).toBeDisabled()
    expect(atMyLevel()).not.toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }))
    await waitFor(() => expect(generation(mockRequests)).toBeDefined())
    expect(generation(mockRequests)?.body).toMatchObject({ mockPaper: true, atMyLevel: false })
  })

  it('clears the topics for General', async () => {
    signInAs({ isCustomer: true, tokens: 2 })
    const { calls: requests } = stubGenerate(201)
    renderGenerate()
    await userEvent.selectOptions(screen.getByLabelText(/Type/), 'Grammar')
    await userEvent.click(await screen.findByText('Conditionals'))
    await userEvent.selectOptions(screen.getByLabelText(/Type/), 'General')
    expect(screen.queryByText('Conditionals')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }))
    await waitFor(() => expect(generation(requests)).toBeDefined())
    expect(generation(requests)?.body).toMatchObject({ examType: 'GENERAL', materialTopicIds: [] })
  })

  it('warns when no exam can be generated from the selection', async () => {
    signInAs({ isCustomer: true, tokens: 2 })
    stubGenerate(404)
    renderGenerate()
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }))
    expect(await screen.findByText('No exam could be generated.')).toBeInTheDocument()
    expect(screen.getByText('Please change your selection and try again!')).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/exams/generate')
  })

  it('is for customers with tokens only', async () => {
    stubGenerate(201)
    signInAs({ isCustomer: false, tokens: 8 })
    const first = renderGenerate()
    expect(screen.getByText('This feature is available only for customers.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled()
    first.unmount()

    signInAs({ isCustomer: true, tokens: 0 })
    renderGenerate()
    expect(screen.getByText('This feature requires tokens.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled()
  })
})
