import { screen } from '@testing-library/react'
import { exams } from '@grile/shared/contract'
import { examItem, examPage, renderPage, signInAs, stubApi } from '@grile/shared/testing'
import { ExamsPage } from '../routes/exams-page'
import { preloadApp } from '../preload'

describe('preloadApp: /exams asks for its list before its code has rendered', () => {
  it('the page takes over the preloaded list of the filters in the URL instead of asking again', async () => {
    signInAs()
    const { calls: requests } = stubApi().on(exams.getExams, () => examPage([examItem()]))
    const url = '/exams?examTarget=CAMPINA&difficulty=HARD&pageNumber=1'
    window.history.pushState({}, '', url)

    preloadApp({ basePath: '/exams' })
    renderPage(<ExamsPage />, { url: url })

    expect(await screen.findByText('Exam 1')).toBeInTheDocument()
    const examsRequests = requests.filter((request) => request.url.pathname === '/api/v1/exams')
    expect(examsRequests.map((request) => Object.fromEntries(request.url.searchParams))).toEqual([
      { examTarget: 'CAMPINA', difficulty: 'HARD', pageNumber: '1' },
    ])
  })
})
