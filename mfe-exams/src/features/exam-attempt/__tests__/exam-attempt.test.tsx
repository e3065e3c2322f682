import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link } from '@grile/shared/router'
import { useAlertStore } from '@grile/shared/ui'
import { type ExamDto, attempts, exams } from '@grile/shared/contract'
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
import { ExamAttemptPage } from '../../../routes/exam-attempt-page'
import { DRAWN_MAX_AGE_MS, progressStorageKey, saveProgress } from '../stores/attempt-progress-storage'
import { useGeneratedExamStore } from '../stores/generated-exam-store'

const student = aStudent()

const attemptId = uuidOf(9, 5)
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** How POST /v1/attempts answers: a status, or `network` for a request that never gets an answer. */
type CreateOutcome = number | 'network'

/** The exam, and POST /v1/attempts answering `createOutcomes` in turn (the last one from then on). */
function stubExamApi(exam: ExamDto, ...createOutcomes: CreateOutcome[]) {
  const outcomes = createOutcomes.length ? createOutcomes : [201]
  let creations = 0
  return stubApi()
    .on(exams.getExam, () => exam)
    .on(attempts.createAttempt, () => {
      const outcome = outcomes[Math.min(creations++, outcomes.length - 1)]
      if (outcome === 'network') throw new TypeError('Failed to fetch')
      return outcome === 201 ? { id: attemptId } : problem(outcome ?? 500)
    })
}

function renderAttempt(examId: string) {
  return renderPage(
    <>
      <ExamAttemptPage />
      <Link to="/exams">Browse exams</Link>
    </>,
    {
      url: `/exams/${examId}/attempt`,
      path: '/exams/:examId/attempt',
      routes: { '/exams': <p>Exam list</p>, '/attempts/:attemptId': <p>Attempt review</p> },
    },
  )
}

const submitButton = () => screen.getByRole('button', { name: 'Submit' })
const radio = (exerciseIndex: number, answerIndex: number) =>
  screen.getByRole('radio', {
    name: `${String.fromCharCode(97 + answerIndex)}) answer ${exerciseIndex + 1}.${answerIndex}`,
  })
const creations = (requests: ApiCall[]) => requests.filter((request) => request.method === 'POST')
const sessionIdOf = (request: ApiCall | undefined) =>
  (request?.body as { sessionId?: string } | undefined)?.sessionId
const failureAlerts = () => useAlertStore.getState().alerts.filter((alert) => alert.type === 'error')

async function answerAll(exam: ExamDto) {
  for (let i = 0; i < exam.exercises.length; i++) await userEvent.click(radio(i, i % 4))
}

describe('taking an exam', () => {
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
    useAlertStore.setState({ alerts: [] })
    signInAs({ tokens: 5 })
  })

  it('lets Submit through only when every exercise is answered, and says what it costs', async () => {
    const exam = examOf(3)
    stubExamApi(exam)
    renderAttempt(exam.id)
    expect(await screen.findByRole('heading', { name: 'Conditionals' })).toBeInTheDocument()
    expect(
      screen.getByText('By clicking Submit, you spend 1 token and remain with 4 tokens'),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('radiogroup')).toHaveLength(3)
    expect(within(screen.getAllByRole('radiogroup')[0] as HTMLElement).getAllByRole('radio')).toHaveLength(4)
    expect(submitButton()).toBeDisabled()
    expect(screen.getByTestId('answered-count')).toHaveTextContent('0 / 3')

    await userEvent.click(radio(0, 1))
    await userEvent.click(radio(1, 2))
    expect(screen.getByTestId('answered-count')).toHaveTextContent('2 / 3')
    expect(screen.getByText('1 exercise is not answered yet.')).toBeInTheDocument()
    expect(submitButton()).toBeDisabled()

    await userEvent.click(radio(2, 0))
    expect(screen.getByTestId('answered-count')).toHaveTextContent('3 / 3')
    expect(submitButton()).toBeEnabled()
  })

  it('submits the choices in the order shown with a client UUID, then opens the attempt without asking', async () => {
    const exam = examOf(3)
    const { calls: requests } = stubExamApi(exam)
    renderAttempt(exam.id)
    await screen.findByRole('heading', { name: 'Conditionals' })
    await answerAll(exam)
    await waitFor(() => expect(localStorage.getItem(progressStorageKey(student.id, exam.id))).not.toBeNull())

    await userEvent.click(submitButton())
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/attempts/${attemptId}`))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    const [creation] = creations(requests)
    expect(creation?.body).toEqual({
      sessionId: expect.stringMatching(uuidPattern),
      examId: exam.id,
      exercisesShuffleSeed: exam.exercisesShuffleSeed,
      durationInSeconds: expect.any(Number),
      choices: exam.exercises.map((exercise, i) => ({
        answerId: exercise.answers[i % 4]?.id,
        answersShuffleSeed: exercise.answersShuffleSeed,
      })),
    })
    expect(localStorage.getItem(progressStorageKey(student.id, exam.id))).toBeNull()
  })

  it('reports a failed submission and sends the same sessionId when tried again', async () => {
    const exam = examOf(2)
    const { calls: requests } = stubExamApi(exam, 500)
    renderAttempt(exam.id)
    await screen.findByRole('heading', { name: 'Conditionals' })
    await answerAll(exam)
    await userEvent.click(submitButton())
    await waitFor(() =>
      expect(useAlertStore.getState().alerts).toEqual([
        expect.objectContaining({ type: 'error', title: 'Attempt could not be created.' }),
      ]),
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(creations(requests)).toHaveLength(2))
    const [first, second] = creations(requests) as [ApiCall, ApiCall]
    expect((second.body as { sessionId: string }).sessionId).toBe(
      (first.body as { sessionId: string }).sessionId,
    )
    expect(screen.getByTestId('location')).toHaveTextContent(`/exams/${exam.id}/attempt`)
  })

  it('retries a submission lost on the network by itself, saying so, with the same sessionId', async () => {
    const exam = examOf(2)
    const { calls: requests } = stubExamApi(exam, 'network', 201)
    const { router } = renderAttempt(exam.id)
    await screen.findByRole('heading', { name: 'Conditionals' })
    await answerAll(exam)
    const navigations: string[] = []
    router.subscribe((state) => navigations.push(state.location.pathname))

    await userEvent.click(submitButton())
    const notice = await screen.findByTestId('submit-retrying')
    expect(notice).toHaveTextContent('Connection lost — retrying your submission')
    expect(notice).toHaveTextContent(
      'Your answers are kept on this device. We will keep trying; nothing is charged twice.',
    )
    expect(screen.getByRole('button', { name: 'Submitting…' })).toBeDisabled()
    // The answers sent again are the ones shown: they cannot change meanwhile.
    expect(radio(0, 1)).toBeDisabled()

    // The first retry comes a second after the failure.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/attempts/${attemptId}`))
    expect(navigations).toEqual([`/attempts/${attemptId}`])
    const [first, second, ...more] = creations(requests)
    expect(more).toEqual([])
    expect(sessionIdOf(first)).toMatch(uuidPattern)
    expect(second?.body).toEqual(first?.body)
    expect(failureAlerts()).toEqual([])
    expect(localStorage.getItem(progressStorageKey(student.id, exam.id))).toBeNull()
  })

  it('stops retrying when the student leaves the page, without a failure message', async () => {
    const exam = examOf(1)
    const { calls: requests } = stubExamApi(exam, 'network')
    renderAttempt(exam.id)
    await screen.findByRole('heading', { name: 'Conditionals' })
    await answerAll(exam)
    await userEvent.click(submitButton())
    await screen.findByTestId('submit-retrying')

    await userEvent.click(screen.getByRole('link', { name: 'Browse exams' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }),
    )
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/exams'))
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)))
    expect(creations(requests)).toHaveLength(1)
    expect(failureAlerts()).toEqual([])
  })

  it('does not retry a refused submission (400): the spec’s failure text, the answers kept', async () => {
    const exam = examOf(2)
    const { calls: requests } = stubExamApi(exam, 400)
    renderAttempt(exam.id)
    await screen.findByRole('heading', { name: 'Conditionals' })
    await answerAll(exam)
    await waitFor(() => expect(localStorage.getItem(progressStorageKey(student.id, exam.id))).not.toBeNull())

    await userEvent.click(submitButton())
    await waitFor(() =>
      expect(failureAlerts()).toEqual([expect.objectContaining({ title: 'Attempt could not be created.' })]),
    )
    expect(screen.queryByTestId('submit-retrying')).toBeNull()
    await waitFor(() => expect(submitButton()).toBeEnabled())
    // Long enough for a first retry, had there been one.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)))
    expect(creations(requests)).toHaveLength(1)
    expect(screen.getByTestId('location')).toHaveTextContent(`/exams/${exam.id}/attempt`)
    expect(radio(0, 0)).toBeChecked()
    expect(radio(1, 1)).toBeChecked()
    expect(localStorage.getItem(progressStorageKey(student.id, exam.id))).not.toBeNull()
  })

  it('caps the duration sent at 7200 seconds', async () => {
    const exam = examOf(1)
    saveProgress(student.id, exam.id, {
      exam,
      sessionId: uuidOf(1, 11),
      answers: { [exam.exercises[0]?.id as string]: exam.exercises[0]?.answers[0]?.id as string },
      elapsedSeconds: 9000,
    })
    const { calls: requests } = stubExamApi(exam)
    renderAttempt(exam.id)
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(creations(requests)).toHaveLength(1))
    expect(creations(requests)[0]?.body).toMatchObject({ durationInSeconds: 7200, sessionId: uuidOf(1, 11) })
  })

  it('without tokens shows the spec’s text and never enables Submit', async () => {
    signInAs({ tokens: 0 })
    const exam = examOf(2, { canAttemptExam: false })
    stubExamApi(exam)
    renderAttempt(exam.id)
    expect(await screen.findByText('This feature requires tokens.')).toBeInTheDocument()
    expect(screen.queryByText(/By clicking Submit/)).toBeNull()
    await answerAll(exam)
    expect(submitButton()).toBeDisabled()
  })

  it('for a customers-only exam tells a non-customer so, with a Buy tokens link', async () => {
    signInAs({ tokens: 3, isCustomer: false })
    const exam = examOf(2, { canAttemptExam: false, forCustomersOnly: true })
    stubExamApi(exam)
    renderAttempt(exam.id)
    expect(await screen.findByText('This feature is available only for customers.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Buy tokens' })).toHaveAttribute('href', '/tokens')
    expect(submitButton()).toBeDisabled()
  })

  it('answers with the keyboard: a–d or 1–4 for the answer, ↑ and ↓ between exercises', async () => {
    const exam = examOf(3)
    stubExamApi(exam)
    renderAttempt(exam.id)
    await screen.findByRole('heading', { name: 'Conditionals' })

    await userEvent.keyboard('b')
    expect(radio(0, 1)).toBeChecked()
    expect(radio(0, 1)).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}3')
    expect(radio(1, 2)).toBeChecked()
    expect(radio(0, 1)).toBeChecked()
    await userEvent.keyboard('{ArrowDown}d')
    expect(radio(2, 3)).toBeChecked()
    await userEvent.keyboard('{ArrowUp}{ArrowUp}1')
    expect(radio(0, 0)).toBeChecked()
    expect(radio(0, 1)).not.toBeChecked()
    // Keys with no answer behind them change nothing.
    await userEvent.keyboard('e9')
    expect(radio(0, 0)).toBeChecked()
    expect(submitButton()).toBeEnabled()
  })

  it('asks before an in-app navigation once something is answered; Stay keeps the page, Leave drops the progress', async () => {
    const exam = examOf(2)
    stubExamApi(exam)
    renderAttempt(exam.id)
    await screen.findByRole('heading', { name: 'Conditionals' })
    await userEvent.click(radio(0, 2))

    await userEvent.click(screen.getByRole('link', { name: 'Browse exams' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent(
      'Your answers have not been submitted yet. If you leave this page, you will lose your progress. Leave this page?',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(screen.getByTestId('location')).toHaveTextContent(`/exams/${exam.id}/attempt`)
    expect(radio(0, 2)).toBeChecked()

    await userEvent.click(screen.getByRole('link', { name: 'Browse exams' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }),
    )
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/exams'))
    expect(screen.getByText('Exam list')).toBeInTheDocument()
    expect(localStorage.getItem(progressStorageKey(student.id, exam.id))).toBeNull()
  })

  it('holds a reload or a closing tab only while answers are unsubmitted', async () => {
    const exam = examOf(2)
    stubExamApi(exam)
    renderAttempt(exam.id)
    await screen.findByRole('heading', { name: 'Conditionals' })
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true })
      act(() => void window.dispatchEvent(event))
      return event
    }
    expect(unload().defaultPrevented).toBe(false)
    await userEvent.click(radio(1, 1))
    expect(unload().defaultPrevented).toBe(true)
  })

  it('shows an exam drawn and not answered in the same order at the next visit, without a notice or a new draw', async () => {
    const exam = examOf(3)
    const { calls: requests } = stubExamApi(exam)
    const first = renderAttempt(exam.id)
    await screen.findByRole('heading', { name: 'Conditionals' })
    first.unmount()

    // The server would shuffle a second GET differently: the exam kept is shown instead.
    stubExamApi({ ...exam, exercises: [...exam.exercises].reverse() })
    renderAttempt(exam.id)
    await screen.findByRole('heading', { name: 'Conditionals' })
    const questions = screen
      .getAllByTestId('exercise')
      .map((card) => card.querySelector('[data-question]')?.textContent)
    expect(questions).toEqual(['1.Question 1?', '2.Question 2?', '3.Question 3?'])
    expect(requests.filter((request) => request.method === 'GET')).toHaveLength(1)
    expect(screen.queryByTestId('restored-notice')).toBeNull()
    expect(screen.getByTestId('answered-count')).toHaveTextContent('0 / 3')
    // Shown as it will be at the next visit, the questions are part of the page kept for it.
    expect(screen.getByRole('list', { name: 'Exercises' }).closest('[data-snapshot-skip]')).toBeNull()
  })

  it('draws an exam anew a day after it was drawn, and after it is submitted', async () => {
    const exam = examOf(2)
    const { calls: requests } = stubExamApi(exam)
    const drawnAt = Date.now()
    const first = renderAttempt(exam.id)
    await screen.findByRole('heading', { name: 'Conditionals' })
    first.unmount()
    const gets = () =>
      requests.filter(
        (request) => request.method === 'GET' && request.url.pathname === `/api/v1/exams/${exam.id}`,
      ).length

    const now = jest.spyOn(Date, 'now').mockReturnValue(drawnAt + DRAWN_MAX_AGE_MS + 60_000)
    try {
      const second = renderAttempt(exam.id)
      await screen.findByRole('heading', { name: 'Conditionals' })
      expect(gets()).toBe(2)
      await answerAll(exam)
      await userEvent.click(submitButton())
      expect(await screen.findByText('Attempt review')).toBeInTheDocument()
      second.unmount()
    } finally {
      now.mockRestore()
    }
    expect(localStorage.getItem(progressStorageKey(student.id, exam.id))).toBeNull()
    renderAttempt(exam.id)
    await screen.findByRole('heading', { name: 'Conditionals' })
    expect(gets()).toBe(3)
  })

  it('asks the server again for an exam only drawn once the student has no tokens left', async () => {
    const exam = examOf(2)
    stubExamApi(exam)
    const first = renderAttempt(exam.id)
    await screen.findByRole('heading', { name: 'Conditionals' })
    first.unmount()

    signInAs({ tokens: 0 })
    const { calls: requests } = stubExamApi({ ...exam, canAttemptExam: false })
    renderAttempt(exam.id)
    expect(await screen.findByText('This feature requires tokens.')).toBeInTheDocument()
    expect(requests.filter((request) => request.url.pathname === `/api/v1/exams/${exam.id}`)).toHaveLength(1)
    expect(submitButton()).toBeDisabled()
  })

  it('leaves out of the page kept for the next visit the questions of an exam it cannot attempt (drawn anew then)', async () => {
    signInAs({ tokens: 0 })
    const exam = examOf(2, { canAttemptExam: false })
    stubExamApi(exam)
    renderAttempt(exam.id)
    await screen.findByRole('heading', { name: 'Conditionals' })
    expect(screen.getByRole('list', { name: 'Exercises' }).closest('[data-snapshot-skip]')).not.toBeNull()
    expect(localStorage.getItem(progressStorageKey(student.id, exam.id))).toBeNull()
  })

  it('survives a reload: the same exam order, answers and time come back with a notice', async () => {
    const exam = examOf(3)
    const { calls: requests } = stubExamApi(exam)
    const first = renderAttempt(exam.id)
    await screen.findByRole('heading', { name: 'Conditionals' })
    expect(screen.queryByTestId('restored-notice')).toBeNull()
    await userEvent.click(radio(0, 3))
    await userEvent.click(radio(2, 1))
    fireEvent(window, new Event('pagehide'))
    first.unmount()

    renderAttempt(exam.id)
    expect(await screen.findByTestId('restored-notice')).toHaveTextContent('Your progress was restored')
    expect(radio(0, 3)).toBeChecked()
    expect(radio(2, 1)).toBeChecked()
    expect(screen.getByTestId('answered-count')).toHaveTextContent('2 / 3')
    // The saved exam is used: no second GET that would shuffle it differently.
    expect(requests.filter((request) => request.method === 'GET')).toHaveLength(1)
    // The keyboard continues at the first exercise left.
    await userEvent.keyboard('a')
    expect(radio(1, 0)).toBeChecked()
  })

  it('says so when the exam cannot be loaded', async () => {
    stubApi()
    renderAttempt(uuidOf(404, 2))
    expect(await screen.findByText('Exam could not be loaded.')).toBeInTheDocument()
  })

  it('takes the generated exam from the store, titled Generated Exam', async () => {
    const exam = examOf(2, {
      id: uuidOf(5, 2),
      title: 'Generated Exam',
      generated: true,
      forCustomersOnly: true,
    })
    stubExamApi(exam)
    useGeneratedExamStore.getState().setGenerated(student.id, exam)
    renderAttempt('generated')
    expect(await screen.findByRole('heading', { name: 'Generated Exam' })).toBeInTheDocument()
    expect(screen.getAllByRole('radiogroup')).toHaveLength(2)
  })

  it('cannot open the generated exam of nobody', async () => {
    stubApi()
    useGeneratedExamStore.getState().clear()
    renderAttempt('generated')
    expect(await screen.findByText('Exam could not be loaded.')).toBeInTheDocument()
  })
})

describe('a mock paper with reading texts', () => {
  it('shows the time guide and each reading text once, above the first of its questions', async () => {
    signInAs({ isCustomer: true, tokens: 3 })
    const base = examOf(4)
    const text = { id: uuidOf(1, 11), title: 'A Night Shift', text: 'First paragraph.\n\nSecond paragraph.' }
    const exam: ExamDto = {
      ...base,
      mockPaper: true,
      exercises: base.exercises.map((exercise, index) => ({ ...exercise, passage: index < 3 ? text : null })),
    }
    stubExamApi(exam)
    renderAttempt(exam.id)
    expect(await screen.findByTestId('time-guide')).toHaveTextContent('Suggested time: 45 minutes')
    expect(screen.getAllByText('Mock paper').length).toBeGreaterThan(0)
    const passages = screen.getAllByTestId('reading-passage')
    expect(passages).toHaveLength(1)
    expect(within(passages[0]!).getByRole('heading', { name: 'A Night Shift' })).toBeInTheDocument()
    expect(within(passages[0]!).getByText('Second paragraph.')).toBeInTheDocument()
    // The text comes before its first question.
    const firstQuestion = screen.getByText('Question 1?')
    expect(
      passages[0]!.compareDocumentPosition(firstQuestion) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
  })
})
