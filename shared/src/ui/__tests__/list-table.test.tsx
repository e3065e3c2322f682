import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes, useParams } from '@grile/shared/router'
// eslint-disable-next-line no-restricted-imports -- the tests' memory router never reaches a browser
import { MemoryRouter } from 'react-router-dom'
import { Button, ChakraProvider } from '@grile/shared/chakra'
import { system } from '@grile/shared/theme'
import { ListTable, RowTitleLink, type ListColumn } from '@grile/shared/ui'

interface Lesson {
  id: string
  title: string
  studiedOn: string
}

const lessons: Lesson[] = [
  { id: 'conditionals', title: 'Conditionals', studiedOn: '15.03.2025' },
  { id: 'passive', title: 'The Passive Voice', studiedOn: '' },
]

const columns: ListColumn<Lesson>[] = [
  { header: '#', kind: 'marker', cell: (_lesson, index) => index + 1 },
  {
    header: 'Title',
    kind: 'title',
    cell: (lesson) => <RowTitleLink to={`/lessons/${lesson.id}`}>{lesson.title}</RowTitleLink>,
  },
  { header: 'Studied On', cell: (lesson) => lesson.studiedOn },
  { header: 'Actions', kind: 'actions', cell: (lesson) => <Button>Open {lesson.title}</Button> },
]

function LessonPage() {
  return <h1>Lesson {useParams().id}</h1>
}

function renderLessons() {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={['/lessons']}>
        <Routes>
          <Route
            path="/lessons"
            element={
              <ListTable
                label="Lessons"
                items={lessons}
                columns={columns}
                rowKey={(lesson) => lesson.id}
                rowTestId="lesson-row"
              />
            }
          />
          <Route path="/lessons/:id" element={<LessonPage />} />
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  )
}

describe('ListTable', () => {
  it('shows a table with the columns in order and one row per item, in order', () => {
    renderLessons()
    const table = screen.getByRole('table', { name: 'Lessons' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['#', 'Title', 'Studied On', 'Actions'])
    const rows = screen.getAllByTestId('lesson-row')
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', 'Conditionals', '15.03.2025', 'Open Conditionals'],
      ['2', 'The Passive Voice', '', 'Open The Passive Voice'],
    ])
  })

  it('names each detail after its column, for the rows stacked on a phone; the other cells stand alone', () => {
    renderLessons()
    const [marker, title, studiedOn, actions] = within(screen.getAllByTestId('lesson-row')[0]!).getAllByRole(
      'cell',
    )
    expect(studiedOn).toHaveAttribute('data-kind', 'detail')
    expect(studiedOn).toHaveAttribute('data-label', 'Studied On')
    expect([marker, title, actions].map((cell) => cell?.getAttribute('data-kind'))).toEqual([
      'marker',
      'title',
      'actions',
    ])
    expect([marker, title, actions].filter((cell) => cell?.hasAttribute('data-label'))).toEqual([])
  })

  it('keeps the table roles written out, so that a stacked table is still read as a table', () => {
    renderLessons()
    const table = screen.getByRole('table', { name: 'Lessons' })
    expect(table).toHaveAttribute('role', 'table')
    for (const row of within(table).getAllByRole('row')) expect(row).toHaveAttribute('role', 'row')
    for (const cell of within(table).getAllByRole('cell')) expect(cell).toHaveAttribute('role', 'cell')
  })

  it("opens a row's item from its title", async () => {
    renderLessons()
    await userEvent.click(screen.getByRole('link', { name: 'The Passive Voice' }))
    expect(screen.getByRole('heading', { name: 'Lesson passive' })).toBeInTheDocument()
  })
})
