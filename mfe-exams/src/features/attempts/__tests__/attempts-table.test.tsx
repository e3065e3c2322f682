import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { attempts } from '@grile/shared/contract'
import { attemptOf, problem, renderPage, signInAs, stubApi, uuidOf } from '@grile/shared/testing'
import { AttemptsPage } from '../../../routes/attempts-page'

function summary(n: number, changes = {}) {
  const {
    choices: _choices,
    userId: _userId,
    exercisesShuffleSeed: _seed,
    ...rest
  } = attemptOf(1, { id: uuidOf(n, 5), ...changes })
  return rest
}

describe('the attempts list', () => {
  beforeEach(() => signInAs())

  it('shows Review, Done On, Exam, Grade, Time, Reviewed On and a View link', async () => {
    const flagged = summary(1, { examTitle: 'Flagged one', flaggedForReview: true, examDifficulty: 'EASY' })
    const reviewed = summary(2, {
      examTitle: 'Reviewed one',
      flaggedForReview: true,
      reviewedOn: '2026-03-05T12:00:00.000Z',
    })
    stubApi().on(attempts.getAttempts, () => ({
      content: [flagged, reviewed],
      page: { number: 0, totalPages: 1, size: 20, totalElements: 2 },
    }))
    renderPage(<AttemptsPage />, { url: '/attempts', path: '/attempts' })
    const table = await screen.findByRole('table', { name: 'Attempts' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Review', 'Done On', 'Exam', 'Grade', 'Time', 'Reviewed On', 'Actions'])
    const [, first, second] = within(table).getAllByRole('row') as HTMLElement[]
    expect(within(first as HTMLElement).getByRole('img', { name: 'Flagged for review' })).toBeInTheDocument()
    expect(first).toHaveTextContent('5.50')
    expect(first).toHaveTextContent('12:34')
    expect(first).toHaveTextContent('01.03.2026, 12:00')
    expect(within(first as HTMLElement).getByTestId('difficulty-chip')).toHaveTextContent('EASY')
    expect(within(second as HTMLElement).getByRole('img', { name: 'Review completed' })).toBeInTheDocument()
    expect(second).toHaveTextContent('05.03.2026, 14:00')
    expect(within(second as HTMLElement).getByRole('link', { name: /View/ })).toHaveAttribute(
      'href',
      `/attempts/${reviewed.id}`,
    )
  })

  it('asks for a pupil’s attempts and shows the empty text', async () => {
    const pupilUserId = uuidOf(8, 10)
    const { calls: requests } = stubApi().on(attempts.getAttempts, () => ({
      content: [],
      page: { number: 0, totalPages: 0, size: 20, totalElements: 0 },
    }))
    renderPage(<AttemptsPage />, { url: `/attempts?pupilUserId=${pupilUserId}`, path: '/attempts' })
    expect(await screen.findByText('No attempts could be found.')).toBeInTheDocument()
    expect(
      requests.find((request) => request.url.pathname === '/api/v1/attempts')?.url.searchParams.get('userId'),
    ).toBe(pupilUserId)
    // A teacher looking at a pupil's list is not led to exams of their own.
    expect(screen.queryByTestId('no-attempt-yet')).not.toBeInTheDocument()
  })

  it('leads a student with no attempt yet to the exams, from their own list only', async () => {
    stubApi().on(attempts.getAttempts, () => ({
      content: [],
      page: { number: 0, totalPages: 0, size: 20, totalElements: 0 },
    }))
    renderPage(<AttemptsPage />, { url: '/attempts', path: '/attempts' })
    expect(await screen.findByText('No attempts could be found.')).toBeInTheDocument()
    expect(
      screen.getByText('Each exam you submit shows here, with its grade and a review of every answer.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse Exams' })).toHaveAttribute('href', '/exams')
    expect(screen.getByRole('link', { name: 'Generate Exam' })).toHaveAttribute('href', '/exams/generate')
  })

  it('says the list could not be loaded, not that there is none, and does not lead to the exams', async () => {
    stubApi().on(attempts.getAttempts, () => problem(500))
    renderPage(<AttemptsPage />, { url: '/attempts', path: '/attempts' })
    expect(await screen.findByText('Attempts could not be loaded.')).toBeInTheDocument()
    expect(screen.queryByText('No attempts could be found.')).not.toBeInTheDocument()
    expect(screen.queryByTestId('no-attempt-yet')).not.toBeInTheDocument()
    expect(screen.getByTestId('attempts-load-failed')).toHaveAttribute('data-snapshot-skip')
  })

  it('says the list could not be loaded when the network fails, and Retry reads it again', async () => {
    let online = false
    stubApi().on(attempts.getAttempts, () => {
      if (!online) throw new TypeError('Failed to fetch')
      return { content: [summary(1)], page: { number: 0, totalPages: 1, size: 20, totalElements: 1 } }
    })
    renderPage(<AttemptsPage />, { url: '/attempts', path: '/attempts' })
    expect(await screen.findByText('Attempts could not be loaded.')).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: 'Attempts' })).not.toBeInTheDocument()
    online = true
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('table', { name: 'Attempts' })).toBeInTheDocument()
    expect(screen.queryByText('Attempts could not be loaded.')).not.toBeInTheDocument()
  })
})
