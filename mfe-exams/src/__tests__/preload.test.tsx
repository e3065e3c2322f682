import { screen } from '@testing-library/react'
import { ExamsPage } from '../routes/exams-page'
import { stubApi } from '../testing/api-stub'
import { examItem, examPage } from '../testing/fixtures'
import { renderWithProviders, signInAs } from '../testing/render'
import { preloadApp } from '../preload'

describe('preloadApp: /exams asks for its list before its code has rendered', () => {
  it('the page takes over the preloaded list of the filters in the URL instead of asking again', async () => {
    signInAs()
    const { requests } = stubApi([
      { method: 'GET', path: '/v1/exams', respond: () => ({ body: examPage([examItem()]) }) },
    ])
    const url = '/exams?examTarget=CAMPINA&difficulty=HARD&pageNumber=1'
    window.history.pushState({}, '', url)

    preloadApp({ basePath: '/exams' })
    renderWithProviders(<ExamsPage />, url)

    expect(await screen.findByText('Exam 1')).toBeInTheDocument()
    const examsRequests = requests.filter((request) => request.url.pathname === '/api/v1/exams')
    expect(examsRequests.map((request) => Object.fromEntries(request.url.searchParams))).toEqual([
      { examTarget: 'CAMPINA', difficulty: 'HARD', pageNumber: '1' },
    ])
  })
})
