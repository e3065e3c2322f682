import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fakeApi } from '../../../../testing/fake-api'
import { anAttempt, anExercise } from '../../../../testing/fixtures'
import { renderWithProviders, signInAs } from '../../../../testing/render'
import { InteractiveHistory } from '../interactive-history'
import { InteractivePractice } from '../interactive-practice'

/** `count` attempts, newest first, alternately right and wrong, questions numbered from the newest. */
function historyOf(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const exercise = anExercise({ question: `Question ${index + 1}` })
    const chosen = exercise.answers[index % 2]?.id as string
    return anAttempt(exercise, chosen, 0, {
      createdAt: new Date(Date.UTC(2025, 0, 1, 12, 0, 60 - index)).toISOString(),
    })
  })
}

function historyButtons() {
  return within(screen.getByRole('list', { name: 'Latest attempts, newest first' })).getAllByRole('button')
}

beforeEach(() => {
  localStorage.clear()
  signInAs({ isCustomer: true, interactiveAttemptsLeftInToken: 12 })
})

describe('InteractiveHistory', () => {
  it('shows at most the last 30 attempts, newest first, as correct / incorrect icons', async () => {
    fakeApi().on('GET /api/v1/interactive-attempts', () => ({ body: historyOf(35) }))
    renderWithProviders(<InteractiveHistory />)

    await waitFor(() => expect(historyButtons()).toHaveLength(30))
    const names = historyButtons().map((button) => button.getAttribute('aria-label'))
    expect(names[0]).toBe('Correct: Question 1')
    expect(names[1]).toBe('Incorrect: Question 2')
    expect(names[29]).toBe('Incorrect: Question 30')
  })

  it('says so when the history cannot be loaded', async () => {
    fakeApi().on('GET /api/v1/interactive-attempts', () => ({
      status: 403,
      body: { type: 'about:blank', title: 'No', status: 403 },
    }))
    renderWithProviders(<InteractiveHistory />)

    expect(await screen.findByText('Loading the interactive attempt history failed.')).toBeInTheDocument()
  })

  it('opens an attempt with its result, and the AI tutor explains only when asked', async () => {
    const [attempt] = historyOf(2)
    if (!attempt) throw new Error('fixture')
    const api = fakeApi()
      .on('GET /api/v1/interactive-attempts', () => ({ body: [attempt] }))
      .on(`GET /api/v1/interactive-attempts/${attempt.id}/explanation`, () => ({
        text: "A second conditional uses 'were' for every person.",
      }))
    renderWithProviders(<InteractiveHistory />)

    await userEvent.click(await screen.findByRole('button', { name: 'Correct: Question 1' }))

    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('radio', { name: /^a\) am/ })).toHaveAttribute('data-tone', 'success')
    expect(within(dialog).queryByText(/second conditional/)).not.toBeInTheDocument()
    expect(api.calls.some((call) => call.url.pathname.endsWith('/explanation'))).toBe(false)

    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask the AI tutor to explain' }))

    expect(
      await within(dialog).findByText("A second conditional uses 'were' for every person."),
    ).toBeInTheDocument()
  })

  it('shows the AI tutor as too busy when the explanation fails', async () => {
    const [attempt] = historyOf(1)
    if (!attempt) throw new Error('fixture')
    fakeApi()
      .on('GET /api/v1/interactive-attempts', () => ({ body: [attempt] }))
      .on(`GET /api/v1/interactive-attempts/${attempt.id}/explanation`, () => ({
        status: 503,
        body: { type: 'about:blank', title: 'Busy', status: 503 },
      }))
    renderWithProviders(<InteractiveHistory />)

    await userEvent.click(await screen.findByRole('button', { name: 'Correct: Question 1' }))
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ask the AI tutor to explain' }),
    )

    expect(
      await screen.findByText('Sorry, I am too busy at the moment. Please try again later!'),
    ).toBeInTheDocument()
  })
})

describe('InteractivePractice history', () => {
  it('puts a new answer on top and keeps the history at 30', async () => {
    const exercise = anExercise({ question: 'The newest question' })
    fakeApi()
      .on('GET /api/v1/interactive-attempts', () => ({ body: historyOf(30) }))
      .on('GET /api/v1/materials/topics', () => ({ body: [] }))
      .on('GET /api/v1/exercises/random', () => ({ body: exercise }))
      .on('POST /api/v1/interactive-attempts', ({ body }) => ({
        status: 201,
        body: anAttempt(exercise, (body as { answerId: string }).answerId, 3),
      }))
    renderWithProviders(<InteractivePractice />)

    await waitFor(() => expect(historyButtons()).toHaveLength(30))
    await userEvent.click(await screen.findByRole('radio', { name: /^a\) am/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('Incorrect. The right answer is d).')

    // The history follows once the result has painted.
    await waitFor(() => expect(historyButtons()[0]).toHaveAttribute('aria-label', 'Incorrect: The newest question'))
    const names = historyButtons().map((button) => button.getAttribute('aria-label'))
    expect(names).toHaveLength(30)
    expect(names[0]).toBe('Incorrect: The newest question')
    expect(names[1]).toBe('Correct: Question 1')
    expect(names).not.toContain('Incorrect: Question 30')
  })
})
