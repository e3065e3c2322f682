import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, useParams } from '@grile/shared/router'
import { useUserStore } from '@grile/shared/auth'
import { anAdmin, renderPage } from '@grile/shared/testing'

function ExamPage() {
  const { examId } = useParams()
  return <Link to={`/attempts?examId=${examId}`}>Attempts</Link>
}

describe('renderPage', () => {
  it('opens the page at its url with its route parameters, and the location probe follows navigation', async () => {
    const { router } = renderPage(<ExamPage />, {
      url: '/exams/e1',
      path: '/exams/:examId',
      routes: { '/attempts': <p>Attempts page</p> },
    })
    expect(screen.getByTestId('location')).toHaveTextContent('/exams/e1')

    await userEvent.setup().click(screen.getByRole('link', { name: 'Attempts' }))

    expect(await screen.findByText('Attempts page')).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/attempts?examId=e1')
    expect(router.state.location.pathname).toBe('/attempts')
  })

  it('shows only the probe at an address no route names', () => {
    renderPage(<ExamPage />, { url: '/elsewhere', path: '/exams/:examId' })
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/elsewhere')
  })

  it('puts the user in the store, signs out with null and leaves the store alone without one', () => {
    const admin = anAdmin()
    renderPage(<p />, { user: admin })
    expect(useUserStore.getState()).toMatchObject({ user: admin, ready: true, signingIn: false })
    renderPage(<p />)
    expect(useUserStore.getState().user).toBe(admin)
    renderPage(<p />, { user: null })
    expect(useUserStore.getState().user).toBeNull()
  })
})
