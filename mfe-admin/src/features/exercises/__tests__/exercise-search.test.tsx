import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { admin, type ItemAnalysisListItemDto } from '@grile/shared/contract'
import { anAdmin, problem, renderPage, stubApi } from '@grile/shared/testing'
import {
  ExerciseSearch,
  NO_EXERCISES_TEXT,
  NOT_ENOUGH_ANSWERS_TEXT,
  SEARCH_FAILED_TEXT,
} from '../components/exercise-search'

const administrator = anAdmin()

const item = (n: number, more: Partial<ItemAnalysisListItemDto> = {}): ItemAnalysisListItemDto => ({
  id: `3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0${String(n).padStart(3, '0')}`,
  question: `Question ${n} about the station`,
  examTarget: 'CAMPINA',
  examType: 'GENERAL',
  difficulty: 'HARD',
  answersCount: 0,
  figures: null,
  ...more,
})

const page = (content: ItemAnalysisListItemDto[]) => ({
  content,
  page: { totalPages: content.length ? 1 : 0, number: 0, size: 20, totalElements: content.length },
})

const wrongKey = item(1, {
  question: 'A planted question whose key is wrong',
  answersCount: 30,
  figures: { facility: 0.5, discrimination: -1, flags: ['keyDoubtful'] },
})
const easy = item(2, {
  question: 'An easy question',
  answersCount: 40,
  figures: { facility: 0.975, discrimination: 0.1111, flags: ['tooEasy'] },
})
const good = item(3, {
  question: 'A good question',
  answersCount: 25,
  figures: { facility: 0.6, discrimination: 0.45, flags: [] },
})
const unanswered = item(4, { question: 'A question few answered', answersCount: 3 })

const renderSearch = (url = '/admin/exercises/find') =>
  renderPage(<ExerciseSearch />, { url, path: '/admin/exercises/find', user: administrator })

/** The cells of each row of the results, as text. */
function resultRows() {
  const table = screen.getByRole('table', { name: 'Exercises' })
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.trim()),
    )
}

describe('ExerciseSearch', () => {
  it('searches by a fragment of 3 or more characters, pages, and links to each editor', async () => {
    const { calls } = stubApi().on(admin.listItemAnalysis, ({ query }) => {
      if (query.get('questionFragment') !== 'station')
        return { content: [], page: { totalPages: 0, number: 0, size: 20, totalElements: 0 } }
      const page = Number(query.get('pageNumber'))
      return {
        content: [item(page * 20 + 1)],
        page: { totalPages: 2, number: page, size: 20, totalElements: 21 },
      }
    })
    renderSearch()
    const find = screen.getByRole('button', { name: 'Find' })

    await userEvent.type(screen.getByLabelText('Question fragment'), 'st')
    expect(find).toBeDisabled()
    await userEvent.type(screen.getByLabelText('Question fragment'), 'ation')
    await userEvent.click(find)

    const table = await screen.findByRole('table', { name: 'Exercises' })
    expect(within(table).getByText('Question 1 about the station')).toBeInTheDocument()
    expect(within(table).getByText('Campina / General')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Edit: Question 1 about the station' })).toHaveAttribute(
      'href',
      `/admin/exercises/${item(1).id}/edit`,
    )
    expect(screen.getByText('21 exercises found')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }))
    expect(await screen.findByText('Question 21 about the station')).toBeInTheDocument()
    expect(calls.at(-1)?.query.get('pageNumber')).toBe('1')

    await userEvent.clear(screen.getByLabelText('Question fragment'))
    await userEvent.type(screen.getByLabelText('Question fragment'), 'zzz')
    await userEvent.click(find)
    expect(await screen.findByText(NO_EXERCISES_TEXT)).toBeInTheDocument()
  })

  it('lists the whole bank by discrimination with each figure, flags in words, and only the suspicious ones', async () => {
    const { calls } = stubApi().on(admin.listItemAnalysis, ({ query }) => {
      const sorted =
        query.get('sort') === 'discrimination'
          ? [wrongKey, easy, good, unanswered]
          : [good, unanswered, wrongKey, easy]
      return page(
        query.get('flagged') === 'true' ? sorted.filter((entry) => entry.figures?.flags.length) : sorted,
      )
    })
    const { router } = renderSearch()

    // No fragment: the whole bank, as the address then says.
    await userEvent.click(screen.getByRole('button', { name: 'Find' }))
    await screen.findByRole('table', { name: 'Exercises' })
    expect(calls.at(-1)?.query.has('questionFragment')).toBe(false)

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Discrimination (lowest first)')
    expect(await screen.findByText('4 exercises found')).toBeInTheDocument()
    expect(calls.at(-1)?.query.get('sort')).toBe('discrimination')
    expect(router.state.location.search).toBe('?sort=discrimination')
    expect(resultRows()).toEqual([
      [
        'A planted question whose key is wrong',
        'Campina / GeneralHARD',
        '30',
        '50%',
        '-1.00',
        'Key doubtful',
        'Edit',
      ],
      ['An easy question', 'Campina / GeneralHARD', '40', '98%', '+0.11', 'Too easy', 'Edit'],
      ['A good question', 'Campina / GeneralHARD', '25', '60%', '+0.45', '', 'Edit'],
      ['A question few answered', 'Campina / GeneralHARD', '3', NOT_ENOUGH_ANSWERS_TEXT, '', '', 'Edit'],
    ])

    await userEvent.click(screen.getByRole('checkbox', { name: 'Only suspicious' }))
    expect(await screen.findByText('2 exercises found')).toBeInTheDocument()
    expect(calls.at(-1)?.query.get('flagged')).toBe('true')
    expect(calls.at(-1)?.query.get('sort')).toBe('discrimination')
    expect(resultRows().map((row) => row[0])).toEqual([
      'A planted question whose key is wrong',
      'An easy question',
    ])
  })

  it('takes its search from the address', async () => {
    const { calls } = stubApi().on(admin.listItemAnalysis, () => page([wrongKey]))
    renderSearch('/admin/exercises/find?questionFragment=planted&sort=facility&flagged=true&page=0')
    expect(await screen.findByText('1 exercise found')).toBeInTheDocument()
    expect(screen.getByLabelText('Question fragment')).toHaveValue('planted')
    expect(screen.getByLabelText('Sort by')).toHaveValue('facility')
    expect(screen.getByRole('checkbox', { name: 'Only suspicious' })).toBeChecked()
    const query = calls.at(-1)!.query
    expect([
      query.get('questionFragment'),
      query.get('sort'),
      query.get('flagged'),
      query.get('pageNumber'),
    ]).toEqual(['planted', 'facility', 'true', '0'])
  })

  it('says when the exercises could not be loaded, never that none was found, and Retry reads again', async () => {
    let failing = true
    stubApi().on(admin.listItemAnalysis, () => (failing ? problem(503) : page([good])))
    renderSearch('/admin/exercises/find?sort=question')
    expect(await screen.findByText(SEARCH_FAILED_TEXT)).toBeInTheDocument()
    expect(screen.queryByText(NO_EXERCISES_TEXT)).not.toBeInTheDocument()
    failing = false
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('1 exercise found')).toBeInTheDocument()
    expect(screen.queryByText(SEARCH_FAILED_TEXT)).not.toBeInTheDocument()
  })

  it('asks for nothing before a search', () => {
    const { calls } = stubApi().on(admin.listItemAnalysis, () => page([]))
    renderSearch()
    expect(screen.queryByRole('table', { name: 'Exercises' })).not.toBeInTheDocument()
    expect(calls).toEqual([])
  })
})
