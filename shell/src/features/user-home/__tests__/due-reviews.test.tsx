import { cleanup, screen, waitFor } from '@testing-library/react'
import { users } from '@grile/shared/contract'
import { aStudent, problem, renderPage, signInAs, stubApi } from '@grile/shared/testing'
import { UserHome } from '../components/user-home'

const aUser = aStudent({ isCustomer: true })

describe('the user home: reviews due', () => {
  beforeEach(() => signInAs({ isCustomer: true }))
  afterEach(() => {
    cleanup()
    signInAs(null)
  })

  it('shows how many mistakes are due, with a link that opens /interactive in the review mode', async () => {
    const api = stubApi().on(users.getDueReviewCount, () => ({ due: 3 }))
    renderPage(<UserHome user={aUser} />)

    expect(screen.getByTestId('due-reviews-loading')).toBeInTheDocument()
    expect(await screen.findByText('3 mistakes due for review')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Review now' })).toHaveAttribute(
      'href',
      '/interactive?review=due',
    )
    expect(api.callsTo(users.getDueReviewCount).map((call) => call.params.userId)).toEqual([aUser.id])
  })

  it('says "mistake" for one', async () => {
    stubApi().on(users.getDueReviewCount, () => ({ due: 1 }))
    renderPage(<UserHome user={aUser} />)
    expect(await screen.findByText('1 mistake due for review')).toBeInTheDocument()
  })

  it('says calmly that none is due at 0, with no link', async () => {
    stubApi().on(users.getDueReviewCount, () => ({ due: 0 }))
    renderPage(<UserHome user={aUser} />)
    expect(await screen.findByText('No reviews due.')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Review now' })).not.toBeInTheDocument()
  })

  it('shows nothing when the count cannot be read, and the buttons stay', async () => {
    const api = stubApi().on(users.getDueReviewCount, () => problem(500))
    renderPage(<UserHome user={aUser} />)
    await screen.findByText('The exercise of the day is unavailable')
    await waitFor(() => expect(screen.queryByTestId('due-reviews-loading')).not.toBeInTheDocument())
    expect(screen.queryByTestId('due-reviews')).not.toBeInTheDocument()
    expect(screen.queryByText(/due for review|No reviews due/)).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse Exams' })).toBeVisible()
    expect(api.callsTo(users.getDueReviewCount)).toHaveLength(1)
  })
})
