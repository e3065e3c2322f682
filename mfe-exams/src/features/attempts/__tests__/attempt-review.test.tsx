import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { attempts, choices, explanations } from '@grile/shared/contract'
import { attemptOf, problem, renderPage, signInAs, stubApi, uuidOf } from '@grile/shared/testing'
import { AttemptPage } from '../../../routes/attempt-page'

type Attempt = attempts.Attempt

const now = '2026-03-02T08:30:00.000Z'

/** A small stand-in for the API's review rules, so the page is driven through real responses. */
function stubAttemptApi(attempt: Attempt, { explanationStatus = 200 } = {}) {
  const state = structuredClone(attempt)
  const review = () => ({
    id: state.id,
    flaggedForReview: state.flaggedForReview,
    reviewedOn: state.reviewedOn,
  })
  const choiceOf = (path: string) => state.choices.find((choice) => path.includes(choice.id))
  const api = stubApi()
    .on(attempts.getAttempt, ({ url }) =>
      url.searchParams.get('stable') === 'true' ? { ...state, choices: [...state.choices].reverse() } : state,
    )
    .on(attempts.flagAttemptForReview, () => {
      Object.assign(state, { flaggedForReview: true, reviewedOn: null })
      return review()
    })
    .on(attempts.completeAttemptReview, () => {
      Object.assign(state, { reviewedOn: now })
      return review()
    })
    .on(attempts.unflagAttemptForReview, () => {
      Object.assign(state, { flaggedForReview: false, reviewedOn: null })
      state.choices.forEach((choice) => (choice.flaggedForReview = false))
      return review()
    })
    .on(choices.flagChoiceForReview, ({ url }) => {
      const choice = choiceOf(url.pathname)!
      choice.flaggedForReview = true
      Object.assign(state, { flaggedForReview: true, reviewedOn: null })
      return { id: choice.id, flaggedForReview: true, attempt: review() }
    })
    .on(choices.unflagChoiceForReview, ({ url }) => {
      const choice = choiceOf(url.pathname)!
      choice.flaggedForReview = false
      return { id: choice.id, flaggedForReview: false, attempt: review() }
    })
    .on(explanations.getChoiceExplanation, ({ url }) =>
      explanationStatus === 200
        ? `Because of ${choiceOf(url.pathname)?.exercise.question}`
        : problem(explanationStatus),
    )
  return api
}

function renderReview(attempt: Attempt) {
  return renderPage(<AttemptPage />, { url: `/attempts/${attempt.id}`, path: '/attempts/:attemptId' })
}

const shownNumbers = () =>
  screen
    .getAllByTestId('choice')
    .map((card) => card.querySelector('[id^="review-question-"] span')?.textContent)
const card = (question: string) => screen.getByText(question).closest('[data-testid="choice"]') as HTMLElement

describe('reviewing an attempt', () => {
  beforeEach(() => signInAs())

  it('shows the grade table and every exercise with the answer chosen and the correct one', async () => {
    const attempt = attemptOf(4)
    stubAttemptApi(attempt)
    renderReview(attempt)
    const grade = await screen.findByTestId('grade-table')
    expect(within(grade).getByTestId('grade')).toHaveTextContent('5.50')
    expect(within(grade).getByRole('row', { name: /Correct answers/ })).toHaveTextContent('2')
    expect(within(grade).getByRole('row', { name: /Time/ })).toHaveTextContent('12:34')
    expect(screen.getAllByTestId('choice')).toHaveLength(4)
    const wrong = card('Review question 2?')
    expect(within(wrong).getByText('option 2.2').closest('li')).toHaveTextContent('Your answer')
    expect(within(wrong).getByText('option 2.0').closest('li')).toHaveTextContent('Correct answer')
    expect(screen.getByRole('link', { name: 'Retry' })).toHaveAttribute(
      'href',
      `/exams/${attempt.examId}/attempt`,
    )
  })

  it('hides the correct answers, shows flagged ones only, and says when nothing is left', async () => {
    const attempt = attemptOf(4)
    stubAttemptApi(attempt)
    renderReview(attempt)
    await screen.findByTestId('grade-table')

    await userEvent.click(screen.getByText('Hide correct answers'))
    await waitFor(() => expect(shownNumbers()).toEqual(['2.', '4.']))

    await userEvent.click(screen.getByText('Show flagged only'))
    expect(await screen.findByText('There are no exercises to display.')).toBeInTheDocument()

    await userEvent.click(screen.getByText('Hide correct answers'))
    await userEvent.click(screen.getByText('Show flagged only'))
    await waitFor(() => expect(shownNumbers()).toEqual(['1.', '2.', '3.', '4.']))
  })

  it('shows the exam’s own order with the stable shuffle', async () => {
    const attempt = attemptOf(3)
    const { calls: requests } = stubAttemptApi(attempt)
    renderReview(attempt)
    await screen.findByTestId('grade-table')
    expect(screen.getAllByTestId('choice')[0]).toHaveTextContent('Review question 1?')
    await userEvent.click(screen.getByText('Enable stable shuffle'))
    await waitFor(() => expect(screen.getAllByTestId('choice')[0]).toHaveTextContent('Review question 3?'))
    expect(requests.at(-1)?.url.searchParams.get('stable')).toBe('true')
  })

  it('flags a choice, which flags the attempt; the flag toggles off again', async () => {
    const attempt = attemptOf(3)
    const { calls: requests } = stubAttemptApi(attempt)
    renderReview(attempt)
    await screen.findByTestId('grade-table')
    expect(screen.getByTestId('review-state')).toHaveTextContent('Not flagged for review')

    const flag = within(card('Review question 2?')).getByRole('button', { name: 'Flag this answer' })
    expect(flag).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(flag)
    await waitFor(() => expect(flag).toHaveAttribute('aria-pressed', 'true'))
    expect(screen.getByTestId('review-state')).toHaveTextContent('Flagged for review')
    expect(requests.at(-1)?.method).toBe('PUT')

    await userEvent.click(screen.getByText('Show flagged only'))
    await waitFor(() => expect(shownNumbers()).toEqual(['2.']))
    await userEvent.click(screen.getByText('Show flagged only'))

    await userEvent.click(
      within(card('Review question 2?')).getByRole('button', { name: 'Flag this answer' }),
    )
    await waitFor(() =>
      expect(
        within(card('Review question 2?')).getByRole('button', { name: 'Flag this answer' }),
      ).toHaveAttribute('aria-pressed', 'false'),
    )
    expect(requests.at(-1)?.method).toBe('DELETE')
  })

  it('flags, completes, resets and unflags the review', async () => {
    const attempt = attemptOf(2)
    stubAttemptApi(attempt)
    renderReview(attempt)
    await screen.findByTestId('grade-table')
    const state = () => screen.getByTestId('review-state')

    await userEvent.click(screen.getByRole('button', { name: 'Flag for review' }))
    await waitFor(() => expect(state()).toHaveTextContent('Flagged for review'))
    await userEvent.click(screen.getByRole('button', { name: 'Complete review' }))
    await waitFor(() => expect(state()).toHaveTextContent(/^Review completed on /))
    expect(
      within(screen.getByTestId('grade-table')).getByRole('row', { name: /Reviewed On/ }),
    ).not.toHaveTextContent('—')
    await userEvent.click(screen.getByRole('button', { name: 'Reset review' }))
    await waitFor(() => expect(state()).toHaveTextContent('Flagged for review'))
    await userEvent.click(screen.getByRole('button', { name: 'Unflag' }))
    await waitFor(() => expect(state()).toHaveTextContent('Not flagged for review'))
  })

  it('shows an explanation in place, or the busy text when the tutor fails', async () => {
    const attempt = attemptOf(2)
    stubAttemptApi(attempt)
    const first = renderReview(attempt)
    await screen.findByTestId('grade-table')
    await userEvent.click(within(card('Review question 1?')).getByRole('button', { name: 'Explain' }))
    expect(
      await within(card('Review question 1?')).findByText('Because of Review question 1?'),
    ).toBeInTheDocument()
    first.unmount()

    stubAttemptApi(attempt, { explanationStatus: 503 })
    renderReview(attempt)
    await screen.findByTestId('grade-table')
    await userEvent.click(within(card('Review question 2?')).getByRole('button', { name: 'Explain' }))
    expect(
      await within(card('Review question 2?')).findByText(
        'Sorry, I am too busy at the moment. Please try again later!',
      ),
    ).toBeInTheDocument()
  })

  it('lets a teacher read a pupil’s attempt without flags, review actions or Retry', async () => {
    const attempt = attemptOf(2, { userId: uuidOf(3, 12) })
    stubAttemptApi(attempt)
    renderReview(attempt)
    await screen.findByTestId('grade-table')
    expect(screen.queryByRole('button', { name: 'Flag this answer' })).toBeNull()
    expect(screen.queryByTestId('review-actions')).toBeNull()
    expect(screen.queryByRole('link', { name: 'Retry' })).toBeNull()
    expect(screen.getAllByRole('button', { name: 'Explain' })).toHaveLength(2)
  })

  it('says so when the attempt cannot be loaded', async () => {
    stubApi()
    renderPage(<AttemptPage />, { url: `/attempts/${uuidOf(1, 99)}`, path: '/attempts/:attemptId' })
    expect(await screen.findByText('Attempt could not be loaded.')).toBeInTheDocument()
  })
})
