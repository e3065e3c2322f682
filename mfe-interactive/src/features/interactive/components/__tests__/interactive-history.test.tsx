import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { exercises, explanations, interactiveAttempts, materials } from '@grile/shared/contract'
import {
  anExercise,
  anInteractiveAttempt,
  problem,
  renderPage,
  signInAs,
  stubApi,
} from '@grile/shared/testing'
import { InteractiveHistory } from '../interactive-history'
import { InteractivePractice } from '../interactive-practice'

/** `count` attempts, newest first, alternately right and wrong, questions numbered from the newest. */
function historyOf(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const exercise = anExercise({ question: `Question ${index + 1}` })
    const chosen = exercise.answers[index % 2]?.id as string
    return anInteractiveAttempt(exercise, chosen, 0, {
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
    stubApi().on(interactiveAttempts.getInteractiveAttempts, () => historyOf(35))
    renderPage(<InteractiveHistory />, { url: '/interactive' })

    await waitFor(() => expect(historyButtons()).toHaveLength(30))
    const names = historyButtons().map((button) => button.getAttribute('aria-label'))
    expect(names[0]).toBe('Correct: Question 1')
    expect(names[1]).toBe('Incorrect: Question 2')
    expect(names[29]).toBe('Incorrect: Question 30')
  })

  it('badges the answers that were reviews, and only those', async () => {
    const [latest, earlier] = historyOf(2)
    if (!latest || !earlier) throw new Error('fixture')
    const exercise = anExercise({ question: 'A mistake due again' })
    const reviewed = anInteractiveAttempt(exercise, exercise.answers[1]!.id, 1, { review: true })
    stubApi().on(interactiveAttempts.getInteractiveAttempts, () => [latest, reviewed, earlier])
    renderPage(<InteractiveHistory />, { url: '/interactive' })

    await waitFor(() => expect(historyButtons()).toHaveLength(3))
    const items = within(screen.getByRole('list', { name: 'Latest attempts, newest first' })).getAllByRole(
      'listitem',
    )
    const badged = items.map(
      (item) => within(item).queryByTestId('history-review-badge')?.textContent ?? null,
    )
    expect(badged).toEqual([null, 'Review', null])
    expect(within(items[1]!).getByRole('button')).toHaveAttribute(
      'aria-label',
      'Correct: A mistake due again',
    )
  })

  it('says so when the history cannot be loaded, and Retry reads it again', async () => {
    let failing = true
    stubApi().on(interactiveAttempts.getInteractiveAttempts, () => (failing ? problem(503) : historyOf(2)))
    renderPage(<InteractiveHistory />, { url: '/interactive' })

    expect(await screen.findByText('Loading the interactive attempt history failed.')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Latest attempts, newest first' })).not.toBeInTheDocument()
    failing = false
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(historyButtons()).toHaveLength(2))
    expect(screen.queryByText('Loading the interactive attempt history failed.')).not.toBeInTheDocument()
  })

  it('opens an attempt with its result, and the AI tutor explains only when asked', async () => {
    const [attempt] = historyOf(2)
    if (!attempt) throw new Error('fixture')
    const api = stubApi()
      .on(interactiveAttempts.getInteractiveAttempts, () => [attempt])
      .on(
        explanations.getInteractiveAttemptExplanation,
        () => "A second conditional uses 'were' for every person.",
      )
    renderPage(<InteractiveHistory />, { url: '/interactive' })

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
    stubApi()
      .on(interactiveAttempts.getInteractiveAttempts, () => [attempt])
      .on(explanations.getInteractiveAttemptExplanation, () => problem(503))
    renderPage(<InteractiveHistory />, { url: '/interactive' })

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
    stubApi()
      .on(interactiveAttempts.getInteractiveAttempts, () => historyOf(30))
      .on(materials.getMaterialTopics, () => [])
      .on(exercises.getRandomExercise, () => exercise)
      .on(interactiveAttempts.createInteractiveAttempt, ({ body }) =>
        anInteractiveAttempt(exercise, (body as { answerId: string }).answerId, 3),
      )
    renderPage(<InteractivePractice />, { url: '/interactive' })

    await waitFor(() => expect(historyButtons()).toHaveLength(30))
    await userEvent.click(await screen.findByRole('radio', { name: /^a\) am/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('Incorrect. The right answer is d).')

    // The history follows once the result has painted.
    await waitFor(() =>
      expect(historyButtons()[0]).toHaveAttribute('aria-label', 'Incorrect: The newest question'),
    )
    const names = historyButtons().map((button) => button.getAttribute('aria-label'))
    expect(names).toHaveLength(30)
    expect(names[0]).toBe('Incorrect: The newest question')
    expect(names[1]).toBe('Correct: Question 1')
    expect(names).not.toContain('Incorrect: Question 30')
  })
})
