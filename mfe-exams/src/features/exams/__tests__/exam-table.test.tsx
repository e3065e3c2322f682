import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { exams } from '@grile/shared/contract'
import { examItem, examPage, problem, renderPage, signInAs, stubApi } from '@grile/shared/testing'
import { ExamTable } from '../../../exam-table'
import { difficultyChipPalette } from '../../../components/difficulty-chip'

function rowOf(title: string): HTMLElement {
  const row = screen.getByText(title).closest('tr')
  if (!row) throw new Error(`No row for ${title}`)
  return row
}

describe('the exam table', () => {
  beforeEach(() => signInAs())

  it('colours the difficulty chip: EASY green, MEDIUM none, HARD or anything else red', () => {
    expect(difficultyChipPalette('EASY')).toBe('green')
    expect(difficultyChipPalette('MEDIUM')).toBeUndefined()
    expect(difficultyChipPalette('HARD')).toBe('red')
    expect(difficultyChipPalette('EXPERT')).toBe('red')

    renderPage(
      <ExamTable
        page={examPage([
          examItem({ n: 1, title: 'Easy one', difficulty: 'EASY' }),
          examItem({ n: 2, title: 'Medium one', difficulty: 'MEDIUM' }),
          examItem({ n: 3, title: 'Hard one', difficulty: 'HARD', new: true }),
        ])}
        onPageChange={() => undefined}
      />,
    )
    expect(within(rowOf('Easy one')).getByTestId('difficulty-chip')).toHaveTextContent('EASY')
    expect(within(rowOf('Medium one')).queryByTestId('difficulty-chip')).toBeNull()
    expect(within(rowOf('Hard one')).getByTestId('difficulty-chip')).toHaveTextContent('HARD')
    expect(within(rowOf('Hard one')).getByTestId('new-chip')).toHaveTextContent('NEW')
    expect(within(rowOf('Easy one')).queryByTestId('new-chip')).toBeNull()
  })

  it('shows Done as a check when graded and a lock when the exam cannot be attempted, with the latest grade', () => {
    renderPage(
      <ExamTable
        page={examPage([
          examItem({ n: 1, title: 'Graded', latestGrade: 7.3 }),
          examItem({ n: 2, title: 'Locked', canAttemptExam: false }),
          examItem({ n: 3, title: 'Untouched' }),
        ])}
        onPageChange={() => undefined}
      />,
    )
    expect(within(rowOf('Graded')).getByRole('img', { name: 'Done' })).toBeInTheDocument()
    expect(within(rowOf('Graded')).getByText('7.30')).toBeInTheDocument()
    expect(within(rowOf('Locked')).getByRole('img', { name: 'Locked' })).toBeInTheDocument()
    expect(within(rowOf('Locked')).queryByRole('img', { name: 'Done' })).toBeNull()
    expect(within(rowOf('Untouched')).queryByRole('img')).toBeNull()
  })

  it('links to the attempt page as Attempt, or Preview when the exam cannot be attempted', () => {
    const open = examItem({ n: 1, title: 'Open' })
    const locked = examItem({ n: 2, title: 'Closed', canAttemptExam: false })
    renderPage(<ExamTable page={examPage([open, locked])} onPageChange={() => undefined} />)
    expect(within(rowOf('Open')).getByRole('link', { name: 'Attempt' })).toHaveAttribute(
      'href',
      `/exams/${open.id}/attempt`,
    )
    expect(within(rowOf('Closed')).getByRole('link', { name: 'Preview' })).toHaveAttribute(
      'href',
      `/exams/${locked.id}/attempt`,
    )
    expect(screen.queryByRole('button', { name: /More actions/ })).toBeNull()
  })

  it('gives administrators an Edit menu entry', async () => {
    signInAs({ isAdmin: true })
    const exam = examItem({ n: 4, title: 'Editable' })
    renderPage(<ExamTable page={examPage([exam])} onPageChange={() => undefined} />)
    await userEvent.click(screen.getByRole('button', { name: 'More actions for Editable' }))
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/admin/exams/${exam.id}/edit`,
    )
  })

  it('hides the Actions column when asked (another user’s list) and shows the empty text', () => {
    const { unmount } = renderPage(
      <ExamTable page={examPage([examItem()])} onPageChange={() => undefined} showActions={false} />,
    )
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Attempt' })).toBeNull()
    unmount()
    renderPage(<ExamTable page={examPage([])} onPageChange={() => undefined} />)
    expect(screen.getByText('No exams could be found.')).toBeInTheDocument()
  })

  it("in a material's form, says when the material has no exam, and when its exams could not be loaded", async () => {
    const materialId = '0f1e2d3c-4b5a-4697-8a8b-9c0d1e2f3a4b'
    stubApi().on(exams.getExams, () => examPage([]))
    const { unmount } = renderPage(<ExamTable materialId={materialId} />)
    expect(await screen.findByText('This material has no exams associated with it.')).toBeInTheDocument()
    unmount()

    let failing = true
    stubApi().on(exams.getExams, () =>
      failing ? problem(500) : examPage([examItem({ title: 'Exam of it' })]),
    )
    renderPage(<ExamTable materialId={materialId} />)
    expect(await screen.findByText('Exams could not be loaded.')).toBeInTheDocument()
    expect(screen.queryByText('This material has no exams associated with it.')).toBeNull()
    failing = false
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Exam of it')).toBeInTheDocument()
  })

  it('pages through the callback with at most 7 page links', async () => {
    const onPageChange = jest.fn()
    renderPage(<ExamTable page={examPage([examItem()], 5, 12)} onPageChange={onPageChange} />)
    const pagination = screen.getByRole('navigation', { name: 'Pagination' })
    const pageLinks = within(pagination).getAllByRole('button', { name: /^Page \d+$/ })
    expect(pageLinks.map((link) => link.textContent)).toEqual(['3', '4', '5', '6', '7', '8', '9'])
    expect(within(pagination).getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(within(pagination).getByRole('button', { name: 'Page 9' }))
    expect(onPageChange).toHaveBeenCalledWith(8)
  })
})
