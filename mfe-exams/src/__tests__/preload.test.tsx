import { screen, waitFor } from '@testing-library/react'
import { exams } from '@grile/shared/contract'
import { examItem, examOf, examPage, renderPage, signInAs, stubApi, uuidOf } from '@grile/shared/testing'
import { saveProgress } from '../features/exam-attempt/stores/attempt-progress-storage'
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

describe('preloadApp: an exam attempt', () => {
  beforeEach(() => localStorage.clear())

  it('draws the exam early, unless one is kept for this student (the page shows that one)', async () => {
    const student = signInAs()
    const exam = examOf(2)
    const other = examOf(2, { id: uuidOf(2, 2) })
    const { calls: requests } = stubApi().on(exams.getExam, () => exam)
    const examGets = (id: string) =>
      requests.filter((request) => request.url.pathname === `/api/v1/exams/${id}`)

    window.history.pushState({}, '', `/exams/${exam.id}/attempt`)
    preloadApp({ basePath: '/exams' })
    await waitFor(() => expect(examGets(exam.id)).toHaveLength(1))

    saveProgress(student.id, exam.id, { exam, sessionId: uuidOf(1, 6), answers: {}, elapsedSeconds: 0 })
    preloadApp({ basePath: '/exams' })
    // An exam with nothing kept, preloaded after it, is asked for: by then a request for the first would be too.
    window.history.pushState({}, '', `/exams/${other.id}/attempt`)
    preloadApp({ basePath: '/exams' })
    await waitFor(() => expect(examGets(other.id)).toHaveLength(1))
    expect(examGets(exam.id)).toHaveLength(1)
  })
})
