import { Suspense } from 'react'
import { act, screen, waitFor } from '@testing-library/react'
import { exercises, interactiveAttempts } from '@grile/shared/contract'
import { anExercise, renderPage, signInAs, stubApi } from '@grile/shared/testing'
import { InteractivePractice } from '../features/interactive/components/interactive-practice'
import { randomExerciseQuery } from '../features/interactive/lib/random-exercise-query'
import {
  useInteractiveSettingsStore,
  type PracticeFilter,
} from '../features/interactive/stores/interactive-settings-store'
import { keepExercise, queryKeyOf } from '../features/interactive/stores/kept-exercise-storage'
import { preloadApp } from '../preload'

const callsTo = (api: ReturnType<typeof stubApi>, pathname: string) =>
  api.calls
    .filter((call) => call.url.pathname === pathname)
    .map((call) => Object.fromEntries(call.url.searchParams))

/** The filter and modes remembered from earlier practice (the rest off). */
function rememberSettings(filter: PracticeFilter, modes: { dueForReview?: boolean } = {}) {
  useInteractiveSettingsStore.setState({
    filter,
    chooseImmediately: false,
    onlyMistakes: false,
    dueForReview: modes.dueForReview ?? false,
  })
}

/** A customer practising for Câmpina, whose draw is 'The preloaded question'. */
function customerPractisingForCampina() {
  signInAs({ isCustomer: true })
  rememberSettings({ examTarget: 'CAMPINA' })
  return stubApi()
    .on(interactiveAttempts.getInteractiveAttempts, () => [])
    .on(exercises.getRandomExercise, () => anExercise({ question: 'The preloaded question' }))
}

describe('preloadApp: /interactive asks for its first exercise and history before its code has rendered', () => {
  beforeEach(() => localStorage.clear())

  it('the page takes over the preloaded draw and history instead of asking again', async () => {
    const api = customerPractisingForCampina()

    preloadApp({ basePath: '/interactive' })
    renderPage(<InteractivePractice />, { url: '/interactive' })

    expect(await screen.findByText('The preloaded question')).toBeInTheDocument()
    expect(callsTo(api, '/api/v1/exercises/random')).toEqual([{ examTarget: 'CAMPINA' }])
    expect(callsTo(api, '/api/v1/interactive-attempts')).toHaveLength(1)
  })

  it('a first render that React throws away and does again takes the preloaded draw, asking for nothing more', async () => {
    const api = customerPractisingForCampina()
    // A part rendered after the page suspends once: React throws away the render that mounted the page.
    let resolve = () => {}
    const ready = new Promise<void>((done) => (resolve = done))
    let suspended = false
    function SuspendsOnce() {
      if (!suspended) {
        suspended = true
        throw ready
      }
      return null
    }

    preloadApp({ basePath: '/interactive' })
    renderPage(
      <Suspense fallback={null}>
        <InteractivePractice />
        <SuspendsOnce />
      </Suspense>,
      { url: '/interactive' },
    )
    await act(async () => resolve())

    expect(await screen.findByText('The preloaded question')).toBeInTheDocument()
    expect(callsTo(api, '/api/v1/exercises/random')).toEqual([{ examTarget: 'CAMPINA' }])
  })

  it('an exercise kept unanswered from the last visit is shown at once, and only the history is asked for', async () => {
    const user = signInAs({ isCustomer: true })
    rememberSettings({ examTarget: 'CAMPINA' })
    const api = stubApi()
      .on(interactiveAttempts.getInteractiveAttempts, () => [])
      .on(exercises.getRandomExercise, () => anExercise({ question: 'A new draw' }))
    keepExercise(
      user.id,
      queryKeyOf(
        randomExerciseQuery({ examTarget: 'CAMPINA' }, { onlyMistakes: false, dueForReview: false }, true),
      ),
      anExercise({ question: 'The question left unanswered' }),
    )

    preloadApp({ basePath: '/interactive' })
    renderPage(<InteractivePractice />, { url: '/interactive' })

    expect(screen.getByText('The question left unanswered')).toBeInTheDocument()
    await waitFor(() => expect(callsTo(api, '/api/v1/interactive-attempts')).toHaveLength(1))
    expect(callsTo(api, '/api/v1/exercises/random')).toEqual([])
  })

  it('a page that asks for other exercises than the preload draws anew', async () => {
    signInAs({ isCustomer: false })
    rememberSettings({})
    let drawn = 0
    const api = stubApi()
      .on(interactiveAttempts.getInteractiveAttempts, () => [])
      .on(exercises.getRandomExercise, () => anExercise({ question: `Question ${(drawn += 1)}` }))

    preloadApp({ basePath: '/interactive' })
    useInteractiveSettingsStore.setState({ filter: { examTarget: 'CAMPINA' } })
    renderPage(<InteractivePractice />, { url: '/interactive' })

    expect(await screen.findByText('Question 2')).toBeInTheDocument()
    expect(callsTo(api, '/api/v1/exercises/random')).toEqual([{}, { examTarget: 'CAMPINA' }])
  })

  it('the "Due for review" mode: the preload and the page draw the same review once', async () => {
    signInAs({ isCustomer: true })
    rememberSettings({ examTarget: 'CAMPINA' }, { dueForReview: true })
    const api = stubApi()
      .on(interactiveAttempts.getInteractiveAttempts, () => [])
      .on(exercises.getRandomExercise, () => ({
        ...anExercise({ question: 'The preloaded review' }),
        review: true,
      }))

    preloadApp({ basePath: '/interactive' })
    renderPage(<InteractivePractice />, { url: '/interactive' })

    expect(await screen.findByText('The preloaded review')).toBeInTheDocument()
    expect(screen.getByTestId('review-badge')).toBeInTheDocument()
    expect(callsTo(api, '/api/v1/exercises/random')).toEqual([
      { examTarget: 'CAMPINA', dueForReview: 'true' },
    ])
  })

  it('opened at ?review=due, the preload asks for the reviews as the page will', async () => {
    signInAs({ isCustomer: true })
    rememberSettings({})
    const api = stubApi()
      .on(interactiveAttempts.getInteractiveAttempts, () => [])
      .on(exercises.getRandomExercise, () => ({
        ...anExercise({ question: 'The preloaded review' }),
        review: true,
      }))
    window.history.replaceState(null, '', '/interactive?review=due')
    try {
      preloadApp({ basePath: '/interactive' })
    } finally {
      window.history.replaceState(null, '', '/')
    }
    renderPage(<InteractivePractice />, { url: '/interactive?review=due' })

    expect(await screen.findByText('The preloaded review')).toBeInTheDocument()
    expect(callsTo(api, '/api/v1/exercises/random')).toEqual([{ dueForReview: 'true' }])
  })

  it('opened on a filter (?examType=GENERAL&examTarget=…), the preload draws as the page will', async () => {
    signInAs({ isCustomer: true })
    rememberSettings({ difficulty: 'HARD' })
    const api = stubApi()
      .on(interactiveAttempts.getInteractiveAttempts, () => [])
      .on(exercises.getRandomExercise, () => anExercise({ question: 'The preloaded general question' }))
    const url = '/interactive?examType=GENERAL&examTarget=ACADEMY'
    window.history.replaceState(null, '', url)
    try {
      preloadApp({ basePath: '/interactive' })
    } finally {
      window.history.replaceState(null, '', '/')
    }
    renderPage(<InteractivePractice />, { url })

    expect(await screen.findByText('The preloaded general question')).toBeInTheDocument()
    expect(callsTo(api, '/api/v1/exercises/random')).toEqual([{ examTarget: 'ACADEMY', examType: 'GENERAL' }])
  })
})
