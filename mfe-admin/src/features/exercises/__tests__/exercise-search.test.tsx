import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { admin, type ExerciseSearchItemDto } from '@grile/shared/contract'
import { anAdmin, renderPage, stubApi } from '@grile/shared/testing'
import { ExerciseSearch, NO_EXERCISES_TEXT } from '../components/exercise-search'

const administrator = anAdmin()

const item = (n: number): ExerciseSearchItemDto => ({
  id: `3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0${String(n).padStart(3, '0')}`,
  question: `Question ${n} about the station`,
  examTarget: 'CAMPINA',
  examType: 'GENERAL',
  difficulty: 'HARD',
})

describe('ExerciseSearch', () => {
  it('searches by a fragment of 3 or more characters, pages, and links to each editor', async () => {
    const { calls } = stubApi().on(admin.searchExercises, ({ query }) => {
      if (query.get('questionFragment') !== 'station')
        return { content: [], page: { totalPages: 0, number: 0, size: 20, totalElements: 0 } }
      const page = Number(query.get('pageNumber'))
      return {
        content: [item(page * 20 + 1)],
        page: { totalPages: 2, number: page, size: 20, totalElements: 21 },
      }
    })
    renderPage(<ExerciseSearch />, {
      url: '/admin/exercises/find',
      path: '/admin/exercises/find',
      user: administrator,
    })
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
