import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { attempts, users } from '@grile/shared/contract'
import {
  aStudent,
  alertTitles,
  anAdmin,
  noContent,
  problem,
  renderPage,
  resetAlerts,
  stubApi,
} from '@grile/shared/testing'
import { PupilsPage } from '../pupils-page'

const student = aStudent()
const admin = anAdmin()

const ana = {
  id: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c81',
  name: 'Ana Popescu',
  email: 'ana@grile.ro',
  rating: 1623,
}
const mihai = {
  id: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c82',
  name: 'Mihai Ionita',
  email: 'mihai@grile.ro',
  rating: 1480,
}
const anaAttempt: attempts.AttemptSummary = {
  id: '2c1b0a9f-8e7d-4c6b-9a5f-4e3d2c1b0a91',
  examId: '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b02',
  examTitle: 'Academy / Grammar 1',
  examDifficulty: 'EASY',
  grade: 8.5,
  correctChoicesCount: 25,
  incorrectChoicesCount: 5,
  durationInSeconds: 900,
  finishedOn: '2026-03-14T22:30:00.000Z',
  reviewedOn: null,
  flaggedForReview: false,
}
const emptyPage: {
  content: attempts.AttemptSummary[]
  page: { totalPages: number; number: number; size: number; totalElements: number }
} = { content: [], page: { totalPages: 0, number: 0, size: 20, totalElements: 0 } }

function rowOf(name: string) {
  return screen.getByText(name).closest('tr') as HTMLElement
}

/** Opens a row's menu by keyboard: jsdom has no layout for the pointer path. */
async function openMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  screen.getByRole('button', { name: `More actions for ${name}` }).focus()
  await user.keyboard('{Enter}')
  // The menu takes the keyboard once it has focus; keys pressed before that (a slow machine) would go nowhere.
  await screen.findByRole('menuitem', { name: 'Exams' })
  await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus())
}

afterEach(resetAlerts)

describe('PupilsPage', () => {
  function pupilsApi(options: { removeStatus?: number } = {}) {
    let pupils = [ana, mihai]
    return stubApi()
      .on(users.getPupils, ({ params }) => (params.userId === student.id ? pupils : problem(404)))
      .on(attempts.getAttempts, ({ query }) =>
        query.get('userId') === ana.id ? { ...emptyPage, content: [anaAttempt] } : emptyPage,
      )
      .on(users.removeTeacher, ({ params }) => {
        if (params.userId !== mihai.id) return problem(404)
        if (options.removeStatus) return problem(options.removeStatus)
        pupils = [ana]
        return noContent()
      })
  }

  it('lists the pupils with #, Name, Email, Rating, their latest exam and a link to their attempts', async () => {
    pupilsApi()
    renderPage(<PupilsPage />, { url: '/pupils', path: '/pupils', user: student })

    const row = await waitFor(() => rowOf(ana.name))
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '#',
      'Name',
      'Email',
      'Rating',
      'Actions',
    ])
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)[0],
    ).toBe('1')
    expect(row).toHaveTextContent(ana.email)
    expect(row).toHaveTextContent('1623')
    expect(within(row).getByRole('link', { name: `Attempts of ${ana.name}` })).toHaveAttribute(
      'href',
      `/attempts?pupilUserId=${ana.id}`,
    )
    // 22:30 UTC on 14 March is 15 March in Bucharest.
    expect(await within(row).findByTestId('pupil-latest-activity')).toHaveTextContent(
      'Latest exam: 15.03.2026, 00:30 · grade 8.50',
    )
    expect(await within(rowOf(mihai.name)).findByTestId('pupil-latest-activity')).toHaveTextContent(
      'No exam attempts yet',
    )
    expect(screen.getByTestId('own-user-id')).toHaveTextContent(student.id)
    expect(screen.getByRole('link', { name: 'Class mastery' })).toHaveAttribute('href', '/pupils/mastery')
  })

  it('offers Exams, Materials and Remove in the menu, and Edit User to administrators only', async () => {
    pupilsApi()
    const user = userEvent.setup()
    const { unmount } = renderPage(<PupilsPage />, { url: '/pupils', path: '/pupils', user: student })
    await screen.findByText(ana.name)
    await openMenu(user, ana.name)
    expect(screen.getByRole('menuitem', { name: 'Exams' })).toHaveAttribute(
      'href',
      `/exams?pupilUserId=${ana.id}`,
    )
    expect(screen.getByRole('menuitem', { name: 'Materials' })).toHaveAttribute(
      'href',
      `/materials?pupilUserId=${ana.id}`,
    )
    expect(screen.getByRole('menuitem', { name: 'Grades and mastery' })).toHaveAttribute(
      'href',
      `/pupils/${ana.id}`,
    )
    expect(screen.getByRole('menuitem', { name: 'Remove' })).toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: 'Edit User' })).not.toBeInTheDocument()
    unmount()

    stubApi()
      .on(users.getPupils, ({ params }) => (params.userId === admin.id ? [ana] : problem(404)))
      .on(attempts.getAttempts, () => emptyPage)
    renderPage(<PupilsPage />, { url: '/pupils', path: '/pupils', user: admin })
    await screen.findByText(ana.name)
    await openMenu(user, ana.name)
    expect(screen.getByRole('menuitem', { name: 'Edit User' })).toHaveAttribute(
      'href',
      `/admin/users/${ana.id}`,
    )
  })

  it('asks before removing a pupil, then removes them and says so with their name', async () => {
    const { calls } = pupilsApi()
    const user = userEvent.setup()
    renderPage(<PupilsPage />, { url: '/pupils', path: '/pupils', user: student })
    await screen.findByText(mihai.name)

    await openMenu(user, mihai.name)
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}')
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('Are you sure you want to delete this pupil?')
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false)

    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(screen.queryByText(mihai.name)).not.toBeInTheDocument())
    // The list is reloaded before the removal resolves; the message follows it.
    await waitFor(() => expect(alertTitles()).toEqual(['Removed pupil "Mihai Ionita" successfully']))
    expect(screen.getByText(ana.name)).toBeInTheDocument()
  })

  it('says when removing a pupil failed, keeping the pupil', async () => {
    pupilsApi({ removeStatus: 500 })
    const user = userEvent.setup()
    renderPage(<PupilsPage />, { url: '/pupils', path: '/pupils', user: student })
    await screen.findByText(mihai.name)

    await openMenu(user, mihai.name)
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}')
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }))

    await waitFor(() => expect(alertTitles()).toEqual(['Removing pupil "Mihai Ionita" failed']))
    expect(screen.getByText(mihai.name)).toBeInTheDocument()
  })

  it('says when the pupils could not be loaded, and Retry reads them again', async () => {
    let failing = true
    stubApi().on(users.getPupils, () => (failing ? problem(503) : [ana]))
    renderPage(<PupilsPage />, { url: '/pupils', path: '/pupils', user: student })
    expect(await screen.findByText('The pupils could not be loaded.')).toBeInTheDocument()
    failing = false
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Ana Popescu')).toBeInTheDocument()
  })

  it('says when nobody has chosen the user as teacher', async () => {
    stubApi().on(users.getPupils, () => [])
    renderPage(<PupilsPage />, { url: '/pupils', path: '/pupils', user: student })
    expect(
      await screen.findByText('You do not have any pupils; nobody has assigned you as their teacher yet.'),
    ).toBeInTheDocument()
  })
})
