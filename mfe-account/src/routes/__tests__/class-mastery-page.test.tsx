import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { users } from '@grile/shared/contract'
import { aStudent, problem, renderPage, stubApi } from '@grile/shared/testing'
import {
  aClassMastery,
  learning,
  mastered,
  notStarted,
  passiveVoice,
  weak,
} from '../../testing/mastery-fixtures'
import { ClassMasteryPage } from '../class-mastery-page'

const teacher = aStudent()
const ana = { id: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c81', name: 'Ana Popescu' }
const mihai = { id: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c82', name: 'Mihai Ionita' }

function classApi(pupils: Parameters<typeof aClassMastery>[0]) {
  return stubApi().on(users.getClassMastery, ({ params }) =>
    params.userId === teacher.id ? aClassMastery(pupils) : problem(403),
  )
}

const render = () =>
  renderPage(<ClassMasteryPage />, { url: '/pupils/mastery', path: '/pupils/mastery', user: teacher })

describe('ClassMasteryPage', () => {
  it('shows the class as pupils × areas, a weak cell marked by colour, icon and word', async () => {
    classApi([
      { ...ana, cells: [weak, mastered, notStarted] },
      { ...mihai, cells: [learning, notStarted, notStarted] },
    ])
    render()

    const grid = await screen.findByRole('table', { name: 'Class mastery' })
    // An area no pupil has started is no column of dashes: it is named under the grid.
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Pupil', 'Conditionals', 'Passive Voice'])
    expect(screen.getByRole('region', { name: 'Not started by any pupil' })).toHaveTextContent(
      'General · Academy',
    )
    const rows = within(grid).getAllByTestId('class-mastery-row')
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([ana.name, mihai.name])
    expect(within(rows[0]!).getByRole('link', { name: ana.name })).toHaveAttribute(
      'href',
      `/pupils/${ana.id}`,
    )

    const [anaWeak, anaMastered] = within(rows[0]!).getAllByRole('cell')
    expect(anaWeak).toHaveTextContent('Weak6 of 20')
    expect(anaWeak).toHaveAttribute('data-level', 'WEAK')
    expect(anaWeak!.querySelector('svg')).not.toBeNull()
    expect(anaMastered).toHaveTextContent('Mastered19 of 20')
    const [mihaiLearning, mihaiNotStarted] = within(rows[1]!).getAllByRole('cell')
    expect(mihaiLearning).toHaveTextContent('Learning3 of 4')
    // Passive Voice, which Ana has started and Mihai has not.
    expect(mihaiNotStarted).toHaveTextContent('Not started')

    // The grid scrolls inside its own frame; the legend and the weak spots need no scrolling.
    expect(screen.getByRole('region', { name: 'Class mastery grid' })).toHaveAttribute('tabindex', '0')
    expect(
      within(screen.getByRole('list', { name: 'Levels' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Not started', 'Weak', 'Learning', 'Strong', 'Mastered'])
    const weakSpots = within(screen.getByRole('region', { name: 'Weak spots' })).getAllByTestId('weak-spot')
    expect(weakSpots.map((spot) => spot.textContent)).toEqual([`${ana.name}: Conditionals`])
  })

  it('names every weak area of each pupil, and says when nobody is weak anywhere', async () => {
    classApi([{ ...mihai, cells: [weak, { ...weak, answered: 7 }, notStarted] }])
    const { unmount } = render()
    const spots = await screen.findAllByTestId('weak-spot')
    expect(spots.map((spot) => spot.textContent)).toEqual([
      `${mihai.name}: Conditionals, ${passiveVoice.name}`,
    ])
    unmount()

    classApi([{ ...mihai, cells: [learning, mastered, notStarted] }])
    render()
    expect(await screen.findByText('No pupil is weak in any area.')).toBeInTheDocument()
  })

  it('shows every area in the grid once each has an answer, and no grid before the first answer', async () => {
    classApi([{ ...ana, cells: [weak, mastered, learning] }])
    const { unmount } = render()
    const grid = await screen.findByRole('table', { name: 'Class mastery' })
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(4)
    expect(screen.queryByRole('region', { name: 'Not started by any pupil' })).not.toBeInTheDocument()
    unmount()

    classApi([
      { ...ana, cells: [notStarted, notStarted, notStarted] },
      { ...mihai, cells: [notStarted, notStarted, notStarted] },
    ])
    render()
    expect(await screen.findByText('No pupil has answered in any area yet.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    // The sentence alone: no legend, and no 'No pupil is weak' beside it.
    expect(screen.queryByRole('region', { name: 'Weak spots' })).not.toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Levels' })).not.toBeInTheDocument()
  })

  it('says when there is no class, and when it could not be loaded', async () => {
    classApi([])
    const { unmount } = render()
    expect(
      await screen.findByText('You do not have any pupils yet, so there is no class to show.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    unmount()

    stubApi().on(users.getClassMastery, () => problem(500))
    render()
    expect(await screen.findByText('The class mastery could not be loaded.')).toBeInTheDocument()
    classApi([])
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(
      await screen.findByText('You do not have any pupils yet, so there is no class to show.'),
    ).toBeInTheDocument()
  })
})
