import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { exercises, interactiveAttempts, materials } from '@grile/shared/contract'
import { anExercise, renderPage, signInAs, stubApi } from '@grile/shared/testing'
import { useInteractiveSettingsStore } from '../../stores/interactive-settings-store'
import { InteractivePractice } from '../interactive-practice'

function randomQueries(api: ReturnType<typeof stubApi>) {
  return api.callsTo(exercises.getRandomExercise).map((call) => Object.fromEntries(call.url.searchParams))
}

/** The server's answer: a review while `due` reviews are left (with dueForReview=true), else a usual pick. */
function reviewApi(due: number) {
  let drawn = 0
  let left = due
  return stubApi()
    .on(interactiveAttempts.getInteractiveAttempts, () => [])
    .on(materials.getMaterialTopics, () => [])
    .on(exercises.getRandomExercise, ({ query }) => {
      drawn += 1
      if (query.get('dueForReview') !== 'true') return anExercise({ question: `Drawn question ${drawn}` })
      if (left > 0) {
        left -= 1
        return { ...anExercise({ question: `Review question ${drawn}` }), review: true }
      }
      return { ...anExercise({ question: `Drawn question ${drawn}` }), review: false }
    })
}

const reviewSwitch = () => screen.getByRole('checkbox', { name: 'Due for review' })
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
})

describe('InteractivePractice: the "Due for review" mode', () => {
  it('the switch draws again with dueForReview=true, and a review shows the Review badge', async () => {
    signInAs({ isCustomer: true })
    const api = reviewApi(1)
    renderPage(<InteractivePractice />, { url: '/interactive' })
    await screen.findByText('Drawn question 1')
    await openFilter()
    expect(reviewSwitch()).not.toBeChecked()
    expect(screen.queryByTestId('review-badge')).not.toBeInTheDocument()
    expect(screen.queryByText('No reviews due now; practising as usual.')).not.toBeInTheDocument()

    await userEvent.click(reviewSwitch())
    expect(await screen.findByText('Review question 2')).toBeInTheDocument()
    expect(screen.getByTestId('review-badge')).toHaveTextContent('Review')
    expect(reviewSwitch()).toBeChecked()
    expect(useInteractiveSettingsStore.getState().dueForReview).toBe(true)
    expect(randomQueries(api)).toEqual([{}, { dueForReview: 'true' }])
  })

  it('with nothing due, says so in one line and shows the usual pick', async () => {
    signInAs({ isCustomer: true })
    useInteractiveSettingsStore.setState({ dueForReview: true })
    reviewApi(0)
    renderPage(<InteractivePractice />, { url: '/interactive' })

    expect(await screen.findByText('Drawn question 1')).toBeInTheDocument()
    expect(screen.getByText('No reviews due now; practising as usual.')).toBeInTheDocument()
    expect(screen.queryByTestId('review-badge')).not.toBeInTheDocument()
  })

  it('turning it off draws the usual way again', async () => {
    signInAs({ isCustomer: true })
    useInteractiveSettingsStore.setState({ dueForReview: true })
    const api = reviewApi(5)
    renderPage(<InteractivePractice />, { url: '/interactive' })
    await screen.findByText('Review question 1')
    await openFilter()

    await userEvent.click(reviewSwitch())
    expect(await screen.findByText('Drawn question 2')).toBeInTheDocument()
    expect(screen.queryByTestId('review-badge')).not.toBeInTheDocument()
    expect(screen.queryByText('No reviews due now; practising as usual.')).not.toBeInTheDocument()
    expect(randomQueries(api)).toEqual([{ dueForReview: 'true' }, {}])
  })

  it("?review=due (the user home's link) turns it on from the first draw, remembers it and leaves the address", async () => {
    signInAs({ isCustomer: true })
    const api = reviewApi(1)
    renderPage(<InteractivePractice />, { url: '/interactive?review=due' })

    expect(await screen.findByText('Review question 1')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Filter: Due for review' })).toBeInTheDocument()
    await openFilter()
    expect(reviewSwitch()).toBeChecked()
    expect(useInteractiveSettingsStore.getState().dueForReview).toBe(true)
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/interactive$/)
    expect(randomQueries(api)).toEqual([{ dueForReview: 'true' }])
  })

  it('is open to non-customers too, beside their target', async () => {
    signInAs({ isCustomer: false })
    useInteractiveSettingsStore.setState({
      filter: { examTarget: 'CAMPINA', difficulty: 'HARD' },
      onlyMistakes: true,
    })
    const api = reviewApi(1)
    renderPage(<InteractivePractice />, { url: '/interactive' })
    await screen.findByText('Drawn question 1')
    await openFilter()
    expect(reviewSwitch()).toBeEnabled()

    await userEvent.click(reviewSwitch())
    expect(await screen.findByText('Review question 2')).toBeInTheDocument()
    expect(randomQueries(api)).toEqual([
      { examTarget: 'CAMPINA' },
      { examTarget: 'CAMPINA', dueForReview: 'true' },
    ])
  })
})
