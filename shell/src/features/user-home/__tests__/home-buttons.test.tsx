import { cleanup, screen, within } from '@testing-library/react'
import { aStudent, renderPage, signInAs } from '@grile/shared/testing'
import { UserHome } from '../components/user-home'

/** A customer with tokens, as most of the shell's pages see them. */
const aUser = aStudent({ isCustomer: true })

const linkTargets = (navName: string) =>
  within(screen.getByRole('navigation', { name: navName }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])

describe('the user home', () => {
  beforeEach(() => signInAs({ isCustomer: true }))
  afterEach(() => {
    cleanup()
    signInAs(null)
  })

  it('shows the blue and the orange column with their pages', () => {
    renderPage(<UserHome user={aUser} />)
    expect(linkTargets('Practice')).toEqual([
      ['Browse Exams', '/exams'],
      ['Generate Exam', '/exams/generate'],
      ['View Attempts', '/attempts'],
      ['Interactive', '/interactive'],
    ])
    expect(linkTargets('Study and account')).toEqual([
      ['Study Materials', '/materials'],
      ['Edit Profile', '/me'],
      ['Assign Teacher', '/teacher'],
      ['List Pupils', '/pupils'],
    ])
  })

  it.each([
    { isCustomer: true, tokens: 10, offered: false },
    { isCustomer: true, tokens: 0, offered: true },
    { isCustomer: false, tokens: 10, offered: true },
    { isCustomer: false, tokens: 0, offered: true },
  ])(
    'offers Buy Tokens: $offered for customer $isCustomer with $tokens tokens',
    ({ isCustomer, tokens, offered }) => {
      renderPage(<UserHome user={{ ...aUser, isCustomer, tokens }} />)
      const buyTokens = screen.queryByRole('link', { name: 'Buy Tokens' })
      if (offered) expect(buyTokens).toHaveAttribute('href', '/tokens')
      else expect(buyTokens).not.toBeInTheDocument()
    },
  )

  it('counts down the interactive attempts left in the token only when there are some', () => {
    const { unmount } = renderPage(<UserHome user={{ ...aUser, interactiveAttemptsLeftInToken: 37 }} />)
    expect(screen.getByText('37 interactive attempts left in the current token.')).toBeInTheDocument()
    unmount()

    renderPage(<UserHome user={{ ...aUser, interactiveAttemptsLeftInToken: 1 }} />)
    expect(screen.getByText('1 interactive attempt left in the current token.')).toBeInTheDocument()
  })

  it('shows no countdown at zero', () => {
    renderPage(<UserHome user={{ ...aUser, interactiveAttemptsLeftInToken: 0 }} />)
    expect(screen.queryByTestId('interactive-countdown')).not.toBeInTheDocument()
  })

  it('shows the fallback where the exercise of the day cannot be loaded', async () => {
    renderPage(<UserHome user={aUser} />)
    expect(await screen.findByText('The exercise of the day is unavailable')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse Exams' })).toBeVisible()
  })
})
