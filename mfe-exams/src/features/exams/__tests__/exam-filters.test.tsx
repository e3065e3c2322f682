import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { exams, materials, users } from '@grile/shared/contract'
import {
  type ApiCall,
  examItem,
  examPage,
  problem,
  renderPage,
  signInAs,
  stubApi,
  uuidOf,
} from '@grile/shared/testing'
import { ExamsPage } from '../../../routes/exams-page'
import { filtersFromSearchParams, filtersToSearchParams } from '../hooks/use-exam-filters'
import { typeSelectPatch, typeSelectValue } from '../components/exam-filters'

const topics = [
  { id: uuidOf(1, 9), name: 'Conditionals' },
  { id: uuidOf(2, 9), name: 'Modal verbs' },
]

function stubExams(
  respond: (request: ApiCall) => ReturnType<typeof examPage> = () => examPage([examItem()]),
) {
  return stubApi()
    .on(exams.getExams, (request) => respond(request))
    .on(materials.getMaterialTopics, () => topics)
    .on(users.getPupil, () => ({ name: 'Ana Popescu' }))
}

const lastExamsQuery = (requests: ApiCall[]) =>
  Object.fromEntries(
    requests.filter((request) => request.url.pathname === '/api/v1/exams').at(-1)?.url.searchParams ?? [],
  )

const location = () => screen.getByTestId('location').textContent ?? ''

/** The filters as a phone shows them first: one line, opened with a tap (jsdom applies no media query). */
const openFilters = () => userEvent.click(screen.getByRole('button', { name: /^Filter:/ }))

describe('exam filters in the URL', () => {
  it('reads the filters back from the parameters they were written to', () => {
    const filters = {
      examTarget: 'CAMPINA' as const,
      examType: 'GRAMMAR' as const,
      difficulty: 'HARD' as const,
      materialTopicId: topics[0]?.id,
      onlyNotAttemptedByUser: true,
      pageNumber: 2,
    }
    const params = filtersToSearchParams(filters, new URLSearchParams('pupilUserId=x'))
    expect(params.get('pupilUserId')).toBe('x')
    expect(filtersFromSearchParams(params)).toEqual(filters)
  })

  it('ignores malformed values and a topic without Grammar', () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams(
        `examTarget=MOON&examType=GENERAL&difficulty=easy&materialTopicId=${topics[0]?.id}&pageNumber=-3`,
      ),
    )
    expect(filters).toEqual({
      examTarget: undefined,
      examType: 'GENERAL',
      difficulty: undefined,
      materialTopicId: undefined,
      onlyNotAttemptedByUser: false,
      pageNumber: 0,
    })
  })

  it('offers the combined target and type choices', () => {
    expect(typeSelectPatch('CAMPINA/GRAMMAR')).toEqual({ examTarget: 'CAMPINA', examType: 'GRAMMAR' })
    expect(typeSelectPatch('GENERAL')).toEqual({ examType: 'GENERAL' })
    expect(typeSelectPatch('')).toEqual({ examType: undefined })
    expect(typeSelectValue({ examTarget: 'ACADEMY', examType: 'GENERAL' })).toBe('ACADEMY/GENERAL')
    expect(typeSelectValue({ examTarget: 'ACADEMY' })).toBe('')
  })
})

describe('the exams page', () => {
  beforeEach(() => {
    signInAs()
    // Closed, as on a first visit (a test below opens them and they are remembered).
    localStorage.removeItem('grile.exams.filter-open')
  })

  it('filters through the URL: combined type, the topic for Grammar only, difficulty and not done', async () => {
    const { calls: requests } = stubExams()
    renderPage(<ExamsPage />, { url: '/exams?pageNumber=1' })
    await screen.findByText('Exam 1')
    await openFilters()
    expect(lastExamsQuery(requests)).toEqual({ pageNumber: '1' })
    expect(screen.queryByLabelText('Topic')).toBeNull()

    const type = screen.getByLabelText('Type')
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All types',
      'General',
      'Grammar',
      'Academy / General',
      'Academy / Grammar',
      'Campina / General',
      'Campina / Grammar',
    ])
    await userEvent.selectOptions(type, 'Academy / Grammar')
    expect(location()).toBe('/exams?examTarget=ACADEMY&examType=GRAMMAR')
    expect(screen.getByLabelText('Target')).toHaveValue('ACADEMY')

    const topic = await screen.findByLabelText('Topic')
    await screen.findByRole('option', { name: 'Modal verbs' })
    await userEvent.selectOptions(topic, 'Modal verbs')
    await userEvent.selectOptions(screen.getByLabelText('Difficulty'), 'Hard')
    await userEvent.click(screen.getByText('Only exams not done'))
    await waitFor(() =>
      expect(location()).toBe(
        `/exams?examTarget=ACADEMY&examType=GRAMMAR&difficulty=HARD&materialTopicId=${topics[1]?.id}&onlyNotAttemptedByUser=true`,
      ),
    )
    await waitFor(() =>
      expect(lastExamsQuery(requests)).toEqual({
        pageNumber: '0',
        examTarget: 'ACADEMY',
        examType: 'GRAMMAR',
        difficulty: 'HARD',
        materialTopicId: topics[1]?.id,
        onlyNotAttemptedByUser: 'true',
      }),
    )

    // Leaving Grammar drops the topic and its select.
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'General')
    expect(location()).toBe(
      '/exams?examTarget=ACADEMY&examType=GENERAL&difficulty=HARD&onlyNotAttemptedByUser=true',
    )
    expect(screen.queryByLabelText('Topic')).toBeNull()
  })

  it('on a phone, says in one line what the filters are set to, opened with a tap and remembered open', async () => {
    stubExams()
    const { unmount } = renderPage(<ExamsPage />, {
      url: `/exams?examTarget=CAMPINA&examType=GRAMMAR&materialTopicId=${topics[1]?.id}&onlyNotAttemptedByUser=true`,
    })
    await screen.findByText('Exam 1')
    const toggle = await screen.findByRole('button', {
      name: 'Filter: Campina · Grammar · Modal verbs · Only exams not done',
    })
    expect(screen.getByLabelText('Target')).not.toBeVisible()
    await userEvent.click(toggle)
    expect(screen.getByLabelText('Target')).toBeVisible()
    unmount()

    renderPage(<ExamsPage />, { url: '/exams' })
    expect(await screen.findByRole('button', { name: 'Filter: All exams' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })

  it('shows the same list from a shared link', async () => {
    const { calls: requests } = stubExams()
    renderPage(<ExamsPage />, {
      url: `/exams?examTarget=CAMPINA&examType=GRAMMAR&materialTopicId=${topics[0]?.id}`,
    })
    await screen.findByText('Exam 1')
    expect(lastExamsQuery(requests)).toMatchObject({
      examTarget: 'CAMPINA',
      examType: 'GRAMMAR',
      materialTopicId: topics[0]?.id,
    })
    expect(screen.getByLabelText('Type')).toHaveValue('CAMPINA/GRAMMAR')
    await waitFor(() => expect(screen.getByLabelText('Topic')).toHaveValue(topics[0]?.id))
  })

  it('puts the page into the URL and shows the empty text when nothing matches or the list fails', async () => {
    stubExams(({ url }) =>
      url.searchParams.get('difficulty') === 'EASY'
        ? examPage([])
        : examPage([examItem()], Number(url.searchParams.get('pageNumber')), 3),
    )
    renderPage(<ExamsPage />, { url: '/exams' })
    await screen.findByText('Exam 1')
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(location()).toBe('/exams?pageNumber=2')
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page'),
    )
    await userEvent.selectOptions(screen.getByLabelText('Difficulty'), 'Easy')
    expect(location()).toBe('/exams?difficulty=EASY')
    expect(await screen.findByText('No exams could be found.')).toBeInTheDocument()
  })

  it('clears the filters that leave nothing, keeping the pupil', async () => {
    const pupilUserId = uuidOf(77, 10)
    stubExams(({ url }) =>
      url.searchParams.get('onlyNotAttemptedByUser') ? examPage([]) : examPage([examItem()]),
    )
    renderPage(<ExamsPage />, { url: `/exams?pupilUserId=${pupilUserId}` })
    await screen.findByText('Exam 1')
    // The whole catalogue shown: nothing to clear.
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull()
    await userEvent.selectOptions(screen.getByLabelText('Difficulty'), 'Hard')
    await userEvent.click(screen.getByText('Only exams not done'))
    expect(await screen.findByText('No exams could be found.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(location()).toBe(`/exams?pupilUserId=${pupilUserId}`)
    expect(await screen.findByText('Exam 1')).toBeInTheDocument()
    expect(screen.getByLabelText('Difficulty')).toHaveValue('')
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull()
  })

  it('shows a pupil’s list with the pupil’s name and no actions', async () => {
    const pupilUserId = uuidOf(77, 10)
    const { calls: requests } = stubExams()
    renderPage(<ExamsPage />, { url: `/exams?pupilUserId=${pupilUserId}` })
    await screen.findByText('Exam 1')
    expect(await screen.findByTestId('pupil-name')).toHaveTextContent('Ana Popescu')
    expect(lastExamsQuery(requests)).toMatchObject({ userId: pupilUserId })
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull()
    await userEvent.selectOptions(screen.getByLabelText('Difficulty'), 'Easy')
    expect(location()).toBe(`/exams?pupilUserId=${pupilUserId}&difficulty=EASY`)
  })

  it('says the list could not be loaded when its read fails, not that none matches, with nothing to clear', async () => {
    stubApi().on(exams.getExams, () => problem(500))
    renderPage(<ExamsPage />, { url: '/exams?difficulty=HARD' })
    expect(await screen.findByText('Exams could not be loaded.')).toBeInTheDocument()
    expect(screen.queryByText('No exams could be found.')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull()
    // A failure is not what the next visit shows first (the copy of the page leaves it out).
    expect(screen.getByTestId('exams-load-failed')).toHaveAttribute('data-snapshot-skip')
  })

  it('shows the list once a later read succeeds (the network back)', async () => {
    let online = false
    stubApi().on(exams.getExams, () => {
      if (!online) throw new TypeError('Failed to fetch')
      return examPage([examItem()])
    })
    renderPage(<ExamsPage />, { url: '/exams' })
    expect(await screen.findByText('Exams could not be loaded.')).toBeInTheDocument()
    online = true
    // What the browser's "online" event makes SWR do.
    window.dispatchEvent(new Event('online'))
    expect(await screen.findByText('Exam 1')).toBeInTheDocument()
    expect(screen.queryByText('Exams could not be loaded.')).toBeNull()
  })
})
