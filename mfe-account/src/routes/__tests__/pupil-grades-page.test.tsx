import { screen, within } from '@testing-library/react'
import { attempts, users } from '@grile/shared/contract'
import { aStudent, problem, renderPage, stubApi } from '@grile/shared/testing'
import { aMastery } from '../../testing/mastery-fixtures'
import { PupilGradesPage } from '../pupil-grades-page'

const teacher = aStudent({ id: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c70', name: 'Prof. Ionescu' })
const pupilId = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c81'

describe('PupilGradesPage', () => {
  it("shows a pupil's grades and mastery to their teacher, without practice links", async () => {
    stubApi()
      .on(users.getPupil, ({ params }) =>
        params.pupilUserId === pupilId ? { name: 'Ana Popescu' } : problem(404),
      )
      .on(attempts.getAttempts, () => ({
        content: [],
        page: { totalPages: 0, number: 0, size: 20, totalElements: 0 },
      }))
      .on(users.getMastery, ({ params }) => (params.userId === pupilId ? aMastery() : problem(403)))
    renderPage(<PupilGradesPage />, {
      url: `/pupils/${pupilId}`,
      path: '/pupils/:pupilUserId',
      user: teacher,
    })

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Grades and mastery')
    expect(await screen.findByTestId('pupil-name')).toHaveTextContent('Ana Popescu')
    const mastery = screen.getByRole('region', { name: 'Mastery' })
    const rows = await within(mastery).findAllByTestId('mastery-row')
    expect(rows).toHaveLength(2)
    expect(rows[0]).toHaveTextContent('Weak')
    expect(within(mastery).getByRole('region', { name: 'Not started' })).toHaveTextContent(
      'No answer yet in these areas:',
    )
    expect(within(mastery).getByText(/from the pupil's latest 20 answers/)).toBeInTheDocument()
    expect(within(mastery).queryByRole('link', { name: /Practise this/ })).not.toBeInTheDocument()
    expect(
      await within(screen.getByRole('region', { name: 'Grades over time' })).findByText(
        'No exam has been graded yet.',
      ),
    ).toBeInTheDocument()
  })
})
