import { screen, waitFor } from '@testing-library/react'
import { exercises, interactiveAttempts, materials } from '@grile/shared/contract'
import { anExercise, renderPage, signInAs, stubApi } from '@grile/shared/testing'
import { useInteractiveSettingsStore } from '../../stores/interactive-settings-store'
import { InteractivePractice } from '../interactive-practice'

const conditionals = { id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e41', name: 'Conditionals' }

function practiceApi() {
  let drawn = 0
  return stubApi()
    .on(interactiveAttempts.getInteractiveAttempts, () => [])
    .on(materials.getMaterialTopics, () => [conditionals])
    .on(exercises.getRandomExercise, ({ query }) => ({
      ...anExercise({ question: `Drawn question ${(drawn += 1)}` }),
      ...(query.get('dueForReview') === 'true' ? { review: false } : {}),
    }))
}

function randomQueries(api: ReturnType<typeof stubApi>) {
  return api.callsTo(exercises.getRandomExercise).map((call) => Object.fromEntries(call.url.searchParams))
}

beforeEach(() => {
  // No exercise kept from another test (kept-exercise-storage).
  localStorage.clear()
  // A filter remembered from earlier practice: the address replaces it whole.
  useInteractiveSettingsStore.setState({
    filter: { examTarget: 'CAMPINA', examType: 'GENERAL', difficulty: 'HARD' },
    chooseImmediately: false,
    onlyMistakes: false,
    dueForReview: false,
  })
})

describe('InteractivePractice opened on a filter ("Practise this" on the profile)', () => {
  it('?materialTopicId= draws from that topic from the first draw, remembers it and leaves the address', async () => {
    signInAs({ isCustomer: true })
    const api = practiceApi()
    renderPage(<InteractivePractice />, { url: `/interactive?materialTopicId=${conditionals.id}` })

    expect(await screen.findByText('Drawn question 1')).toBeInTheDocument()
    expect(randomQueries(api)).toEqual([{ materialTopicId: conditionals.id }])
    expect(useInteractiveSettingsStore.getState().filter).toEqual({ materialTopicId: conditionals.id })
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/interactive$/)
    await waitFor(() => expect(screen.getByLabelText('Material')).toHaveDisplayValue('Conditionals'))
    expect(screen.getByLabelText('Type')).toHaveDisplayValue('Any type')
    expect(screen.getByLabelText('Difficulty')).toHaveDisplayValue('Any difficulty')
  })

  it("?examType=GENERAL&examTarget= draws from a school's general exercises", async () => {
    signInAs({ isCustomer: true })
    const api = practiceApi()
    renderPage(<InteractivePractice />, { url: '/interactive?examType=GENERAL&examTarget=ACADEMY' })

    expect(await screen.findByText('Drawn question 1')).toBeInTheDocument()
    expect(randomQueries(api)).toEqual([{ examTarget: 'ACADEMY', examType: 'GENERAL' }])
    expect(useInteractiveSettingsStore.getState().filter).toEqual({
      examTarget: 'ACADEMY',
      examType: 'GENERAL',
    })
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/interactive$/)
  })

  it('goes with ?review=due, both taken out of the address at once', async () => {
    signInAs({ isCustomer: true })
    const api = practiceApi()
    renderPage(<InteractivePractice />, {
      url: `/interactive?review=due&materialTopicId=${conditionals.id}&keep=1`,
    })

    expect(await screen.findByText('Drawn question 1')).toBeInTheDocument()
    expect(randomQueries(api)).toEqual([{ materialTopicId: conditionals.id, dueForReview: 'true' }])
    expect(useInteractiveSettingsStore.getState()).toMatchObject({
      dueForReview: true,
      filter: { materialTopicId: conditionals.id },
    })
    // Only what the page took from the address leaves it.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/interactive\?keep=1$/))
  })

  it('leaves out a value that is not valid, keeping the remembered filter when nothing valid is asked', async () => {
    signInAs({ isCustomer: true })
    const api = practiceApi()
    renderPage(<InteractivePractice />, { url: '/interactive?materialTopicId=not-a-topic&examTarget=POLICE' })

    expect(await screen.findByText('Drawn question 1')).toBeInTheDocument()
    expect(randomQueries(api)).toEqual([{ examTarget: 'CAMPINA', examType: 'GENERAL', difficulty: 'HARD' }])
    expect(useInteractiveSettingsStore.getState().filter).toEqual({
      examTarget: 'CAMPINA',
      examType: 'GENERAL',
      difficulty: 'HARD',
    })
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/interactive$/)
  })

  it('for a non-customer, the draw keeps to the target, as every non-customer filter does', async () => {
    signInAs({ isCustomer: false })
    const api = practiceApi()
    renderPage(<InteractivePractice />, { url: '/interactive?examType=GENERAL&examTarget=ACADEMY' })

    expect(await screen.findByText('Drawn question 1')).toBeInTheDocument()
    expect(randomQueries(api)).toEqual([{ examTarget: 'ACADEMY' }])
  })
})
