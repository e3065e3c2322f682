import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ExerciseSearch, NO_EXERCISES_TEXT } from '../components/exercise-search'
import { renderPage } from '../../../testing/render-page'
import { json, stubApi } from '../../../testing/stub-api'


const item = (n: number) => ({
  id: `3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0${String(n).padStart(3, '0')}`,
  question: `Question ${n} about the station`,
  examTarget: 'CAMPINA',
  examType: 'GENERAL',
  difficulty: 'HARD',
})

describe('ExerciseSearch', () => {
  it('searches by a fragment of 3 or more characters, pages, and links to each editor', async () => {
    const calls = stubApi((call) => {
      if (call.path !== '/v1/exercises') return undefined
      if (call.query.get('questionFragment') !== 'station') return json({ content: [], page: { totalPages: 0, number: 0, size: 20, totalElements: 0 } })
      const page = Number(call.query.get('pageNumber'))
      return json({ content: [item(page * 20 + 1)], page: { totalPages: 2, number: page, size: 20, totalElements: 21 } })
    })
    renderPage(<ExerciseSearch />, { url: '/admin/exercises/find', path: '/admin/exercises/find' })
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
})
