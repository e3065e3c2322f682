import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { exercises, interactiveAttempts, materials, users } from '@grile/shared/contract'
import {
  anExercise,
  alertTitles,
  anInteractiveAttempt,
  problem,
  renderPage,
  signInAs,
  stubApi,
} from '@grile/shared/testing'
import { useInteractiveSettingsStore } from '../../stores/interactive-settings-store'
import { KEPT_EXERCISE_MAX_AGE_MS, keptExerciseKey } from '../../stores/kept-exercise-storage'
import { usePracticeStreakStore } from '../../stores/practice-streak-store'
import { InteractivePractice } from '../interactive-practice'

const topics = [
  { id: '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Conditionals' },
  { id: '8e2d3c4b-5f6a-4b7c-9d8e-0f1a2b3c4d5e', name: 'Tenses' },
]

function randomQueries(api: ReturnType<typeof stubApi>) {
  return api.calls
    .filter((call) => call.url.pathname === '/api/v1/exercises/random')
    .map((call) => Object.fromEntries(call.url.searchParams))
}

function practiceApi(user: ReturnType<typeof signInAs>) {
  let drawn = 0
  return stubApi()
    .on(interactiveAttempts.getInteractiveAttempts, () => [])
    .on(materials.getMaterialTopics, () => topics)
    .on(users.getUser, () => ({ ...user, tokens: user.tokens - 1, interactiveAttemptsLeftInToken: 49 }))
    .on(exercises.getRandomExercise, () => {
      drawn += 1
      return anExercise({ question: `Drawn question ${drawn}` })
    })
}

/** The filter as a phone shows it first: one line, opened with a tap (jsdom applies no media query). */
const openFilter = () => userEvent.click(screen.getByRole('button', { name: /^Filter:/ }))

beforeEach(() => {
  // No exercise kept from another test (kept-exercise-storage).
  localStorage.clear()
  useInteractiveSettingsStore.setState({
    filter: {},
    chooseImmediately: false,
    onlyMistakes: false,
    dueForReview: false,
  })
  usePracticeStreakStore.setState({ streak: 0, best: 0 })
})

describe('InteractivePractice', () => {
  it('for a non-customer, disables the type, difficulty and material filters and the mistakes mode', async () => {
    const api = practiceApi(signInAs({ isCustomer: false }))
    renderPage(<InteractivePractice />, { url: '/interactive' })
    await screen.findByText('Drawn question 1')
    await openFilter()

    expect(screen.getByLabelText('Target')).toBeEnabled()
    expect(screen.getByLabelText('Type')).toBeDisabled()
    expect(screen.getByLabelText('Difficulty')).toBeDisabled()
    expect(screen.getByLabelText('Material')).toBeDisabled()
    expect(screen.getByRole('checkbox', { name: 'Practise my mistakes' })).toBeDisabled()
    expect(screen.getByRole('checkbox', { name: 'Choose immediately' })).toBeEnabled()
    expect(screen.getByText('This feature is available only for customers.')).toBeInTheDocument()

    await userEvent.selectOptions(screen.getByLabelText('Target'), 'Campina')
    await screen.findByText('Drawn question 2')
    expect(randomQueries(api)).toEqual([{}, { examTarget: 'CAMPINA' }])
  })

  it('for a customer, a changed filter or the mistakes mode draws again with it', async () => {
    const api = practiceApi(signInAs({ isCustomer: true }))
    renderPage(<InteractivePractice />, { url: '/interactive' })
    await screen.findByText('Drawn question 1')
    await openFilter()

    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Grammar')
    await screen.findByText('Drawn question 2')
    await userEvent.selectOptions(screen.getByLabelText('Difficulty'), 'Hard')
    await screen.findByText('Drawn question 3')
    await waitFor(() => expect(screen.getByRole('option', { name: 'Tenses' })).toBeInTheDocument())
    await userEvent.selectOptions(screen.getByLabelText('Material'), 'Tenses')
    await screen.findByText('Drawn question 4')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Practise my mistakes' }))
    await screen.findByText('Drawn question 5')

    expect(randomQueries(api)).toEqual([
      {},
      { examType: 'GRAMMAR' },
      { examType: 'GRAMMAR', difficulty: 'HARD' },
      { examType: 'GRAMMAR', difficulty: 'HARD', materialTopicId: topics[1]?.id },
      { examType: 'GRAMMAR', difficulty: 'HARD', materialTopicId: topics[1]?.id, onlyMistakes: 'true' },
    ])
  })

  // How the panel folds is FilterPanel's (shared/src/ui/__tests__/filter-panel.test.tsx); here, what its line says.
  it('on a phone, shows the filter as one line saying what it is set to, kept up to date', async () => {
    useInteractiveSettingsStore.setState({
      filter: { examTarget: 'CAMPINA', difficulty: 'HARD', materialTopicId: topics[1]?.id },
      dueForReview: true,
    })
    practiceApi(signInAs({ isCustomer: true }))
    renderPage(<InteractivePractice />, { url: '/interactive' })
    await screen.findByText('Drawn question 1')

    const toggle = await screen.findByRole('button', {
      name: 'Filter: Campina · Hard · Tenses · Due for review',
    })
    expect(screen.getByLabelText('Target')).not.toBeVisible()
    await userEvent.click(toggle)
    await userEvent.selectOptions(screen.getByLabelText('Target'), 'Any target')
    expect(
      await screen.findByRole('button', { name: 'Filter: Hard · Tenses · Due for review' }),
    ).toBeInTheDocument()
  })

  it('opens the filter as it was left: open stays open at the next visit', async () => {
    practiceApi(signInAs({ isCustomer: true }))
    const { unmount } = renderPage(<InteractivePractice />, { url: '/interactive' })
    await userEvent.click(await screen.findByRole('button', { name: 'Filter: Any exercise' }))
    expect(localStorage.getItem('grile.interactive.filter-open')).toBe('true')
    unmount()

    renderPage(<InteractivePractice />, { url: '/interactive' })
    expect(await screen.findByRole('button', { name: 'Filter: Any exercise' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(screen.getByLabelText('Target')).toBeVisible()
  })

  it('names a filter left at every default, and for a non-customer only what the draw uses', async () => {
    practiceApi(signInAs({ isCustomer: true }))
    const { unmount } = renderPage(<InteractivePractice />, { url: '/interactive' })
    expect(await screen.findByRole('button', { name: 'Filter: Any exercise' })).toBeInTheDocument()
    unmount()

    useInteractiveSettingsStore.setState({
      filter: { examTarget: 'ACADEMY', difficulty: 'HARD' },
      onlyMistakes: true,
      chooseImmediately: true,
    })
    practiceApi(signInAs({ isCustomer: false }))
    renderPage(<InteractivePractice />, { url: '/interactive' })
    expect(
      await screen.findByRole('button', { name: 'Filter: Academy · Choose immediately' }),
    ).toBeInTheDocument()
  })

  it('shows the empty text when no exercise matches the filter', async () => {
    stubApi()
      .on(interactiveAttempts.getInteractiveAttempts, () => [])
      .on(exercises.getRandomExercise, () => problem(404))
    signInAs()
    renderPage(<InteractivePractice />, { url: '/interactive' })

    expect(
      await screen.findByText('No exercise could be found. Please change the filter!'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument()
  })

  it('says a failed draw could not be loaded, not that none matches, and Retry draws again', async () => {
    let online = false
    const api = practiceApi(signInAs()).on(exercises.getRandomExercise, () => {
      if (!online) throw new TypeError('Failed to fetch')
      return anExercise({ question: 'Drawn once the network is back' })
    })
    renderPage(<InteractivePractice />, { url: '/interactive' })

    const failure = await screen.findByText('The exercise could not be loaded.')
    expect(
      screen.queryByText('No exercise could be found. Please change the filter!'),
    ).not.toBeInTheDocument()
    // Not what the next visit shows first: the copy of the page leaves it out.
    expect(failure.closest('[data-snapshot-skip]')).not.toBeNull()
    online = true
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Drawn once the network is back')).toBeInTheDocument()
    expect(randomQueries(api)).toHaveLength(2)
  })

  it('refreshes the profile after an answer, counts the streak, and Next draws a new exercise', async () => {
    const user = signInAs({ tokens: 10, interactiveAttemptsLeftInToken: 0 })
    let exercise = anExercise()
    const api = practiceApi(user)
      .on(exercises.getRandomExercise, () => {
        exercise = anExercise({ question: `Exercise ${randomQueries(api).length}` })
        return exercise
      })
      .on(interactiveAttempts.createInteractiveAttempt, ({ body }) =>
        anInteractiveAttempt(exercise, (body as { answerId: string }).answerId, 0),
      )
    renderPage(<InteractivePractice />, { url: '/interactive' })
    await screen.findByText('Exercise 1')
    // Unanswered, it is shown again at the next visit: part of the copy of the page kept for that visit.
    expect(screen.getByText('Exercise 1').closest('[data-snapshot-skip]')).toBeNull()
    expect(
      screen.getByText('Your next answer spends 1 token, which covers 50 interactive attempts.'),
    ).toBeInTheDocument()
    expect(screen.getByTestId('streak')).toHaveTextContent('Streak: 0')

    await userEvent.keyboard('a{Enter}')

    expect(await screen.findByText('Correct!')).toBeInTheDocument()
    // Answered, it is not shown again: neither kept nor part of the copy.
    expect(screen.getByText('Exercise 1').closest('[data-snapshot-skip]')).not.toBeNull()
    expect(localStorage.getItem(keptExerciseKey(user.id))).toBeNull()
    expect(await screen.findByText('49 interactive attempts left in the current token.')).toBeInTheDocument()
    expect(screen.getByTestId('streak')).toHaveTextContent('Streak: 1')

    await userEvent.keyboard('{Enter}')
    expect(await screen.findByText('Exercise 2')).toBeInTheDocument()
    await userEvent.keyboard('b{Enter}')
    expect(await screen.findByText('Incorrect. The right answer is a).')).toBeInTheDocument()
    expect(screen.getByTestId('streak')).toHaveTextContent('Streak: 0 (best 1)')
  })

  it('shows the exercise left unanswered again at the next visit, without a draw, until a day has passed', async () => {
    const api = practiceApi(signInAs({ isCustomer: true }))
    const first = renderPage(<InteractivePractice />, { url: '/interactive' })
    await screen.findByText('Drawn question 1')
    const drawnAt = Date.now()
    first.unmount()

    const second = renderPage(<InteractivePractice />, { url: '/interactive' })
    expect(screen.getByText('Drawn question 1')).toBeInTheDocument()
    expect(randomQueries(api)).toHaveLength(1)
    second.unmount()

    const now = jest.spyOn(Date, 'now').mockReturnValue(drawnAt + KEPT_EXERCISE_MAX_AGE_MS + 60_000)
    try {
      renderPage(<InteractivePractice />, { url: '/interactive' })
      expect(await screen.findByText('Drawn question 2')).toBeInTheDocument()
    } finally {
      now.mockRestore()
    }
  })

  it('draws anew, and keeps the new one, when the filter changes: the exercise kept was for the old filter', async () => {
    const api = practiceApi(signInAs({ isCustomer: true }))
    const first = renderPage(<InteractivePractice />, { url: '/interactive' })
    await screen.findByText('Drawn question 1')
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Grammar')
    await screen.findByText('Drawn question 2')
    first.unmount()

    const second = renderPage(<InteractivePractice />, { url: '/interactive' })
    expect(screen.getByText('Drawn question 2')).toBeInTheDocument()
    second.unmount()
    // Another filter remembered since (another tab): the exercise kept is not for it.
    useInteractiveSettingsStore.setState({ filter: { examType: 'GENERAL' } })
    renderPage(<InteractivePractice />, { url: '/interactive' })
    expect(await screen.findByText('Drawn question 3')).toBeInTheDocument()
    expect(randomQueries(api)).toEqual([{}, { examType: 'GRAMMAR' }, { examType: 'GENERAL' }])
  })

  it('keeps no exercise it cannot answer: once the student can, the next visit draws anew', async () => {
    const user = signInAs({ tokens: 0, interactiveAttemptsLeftInToken: 0 })
    practiceApi(user).on(exercises.getRandomExercise, () =>
      anExercise({ question: 'Not for now', canAttemptExercise: false }),
    )
    renderPage(<InteractivePractice />, { url: '/interactive' })
    await screen.findByText('Not for now')
    expect(localStorage.getItem(keptExerciseKey(user.id))).toBeNull()
    expect(screen.getByText('Not for now').closest('[data-snapshot-skip]')).not.toBeNull()
  })

  it('forgets the exercise once an answer is sent, even one that fails: a reload never brings back a dead end', async () => {
    const user = signInAs({ tokens: 10 })
    practiceApi(user).on(interactiveAttempts.createInteractiveAttempt, () => problem(404))
    renderPage(<InteractivePractice />, { url: '/interactive' })
    await screen.findByText('Drawn question 1')
    expect(localStorage.getItem(keptExerciseKey(user.id))).not.toBeNull()

    await userEvent.keyboard('a{Enter}')
    await waitFor(() => expect(alertTitles()).toContain('Failed to submit answer.'))
    expect(localStorage.getItem(keptExerciseKey(user.id))).toBeNull()
    expect(screen.getByText('Drawn question 1').closest('[data-snapshot-skip]')).not.toBeNull()
  })
})
