import { cleanup, render, screen } from '@testing-library/react'
import { ChakraProvider } from '@grile/shared/chakra'
import { SWRConfig } from 'swr'
import { system } from '@grile/shared/theme'
import { useUserStore } from '@grile/shared/auth'
import { PageTitle } from '@grile/shared/ui'

const teacher = {
  id: '0b7c8a8e-5d4f-4c1e-9a7b-2f1e3d4c5b60',
  email: 'teacher@grile.ro',
  name: 'Prof. Ionescu',
  tokens: 20,
  teacherId: null,
  rating: 1500,
  isCustomer: true,
  interactiveAttemptsLeftInToken: 0,
  isAdmin: false,
}
const pupilId = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c81'

function renderTitle(props: { pupilUserId?: string; pupilName?: string }) {
  return render(
    <ChakraProvider value={system}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <PageTitle {...props}>Attempts</PageTitle>
      </SWRConfig>
    </ChakraProvider>,
  )
}

/** The API as the browser sees it: one pupil known to this teacher. */
function answerPupilName(status: number, body: unknown) {
  const fetchMock = jest.fn(async (_url: string) => ({
    ok: status < 400,
    status,
    statusText: String(status),
    headers: { get: () => 'application/json' },
    json: async () => body,
  }))
  global.fetch = fetchMock as unknown as typeof fetch
  return fetchMock
}

describe('PageTitle', () => {
  beforeEach(() => useUserStore.setState({ user: teacher, ready: true }))
  afterEach(() => {
    cleanup()
    useUserStore.setState({ user: null })
  })

  it('shows only the title without a pupil', () => {
    const fetchMock = answerPupilName(200, { name: 'Ana Popescu' })
    renderTitle({})
    expect(screen.getByRole('heading', { level: 1, name: 'Attempts' })).toBeInTheDocument()
    expect(screen.queryByTestId('pupil-name')).not.toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("fetches the pupil's name for the signed-in teacher and shows it under the title", async () => {
    const fetchMock = answerPupilName(200, { name: 'Ana Popescu' })
    renderTitle({ pupilUserId: pupilId })
    expect(await screen.findByTestId('pupil-name')).toHaveTextContent('Ana Popescu')
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/v1/users/${teacher.id}/pupils/${pupilId}`)
  })

  it('shows nothing when the name cannot be loaded', async () => {
    const fetchMock = answerPupilName(404, { title: 'Not Found', status: 404 })
    renderTitle({ pupilUserId: pupilId })
    await screen.findByRole('heading', { level: 1, name: 'Attempts' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(screen.queryByTestId('pupil-name')).not.toBeInTheDocument()
  })
})
