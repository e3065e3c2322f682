import { useUserStore } from '@grile/shared/auth'
import { users } from '@grile/shared/contract'
import { aStudent } from '@grile/shared/testing'
import { preloadPageAtStart, preloadPageCode, preloadWhileSigningIn, remoteForPath } from '../preload-remotes'

jest.mock('@grile/shared/federation', () => ({
  preloadRemoteCode: jest.fn(),
  preloadRemoteModule: jest.fn(),
  preloadRemoteData: jest.fn(),
}))
jest.mock('@grile/shared/api', () => ({
  ...jest.requireActual<object>('@grile/shared/api'),
  preloadApi: jest.fn(),
}))

describe('remoteForPath: which remote a link leads to, so a hover can preload it', () => {
  it.each([
    ['/exams', 'mfe_exams'],
    ['/exams/generate', 'mfe_exams'],
    ['/attempts', 'mfe_exams'],
    ['/interactive', 'mfe_interactive'],
    ['/materials?topic=1', 'mfe_materials'],
    ['/me', 'mfe_account'],
    ['/lessons/buy', 'mfe_account'],
    ['/admin/users/find', 'mfe_admin'],
  ])('%s → %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote)
  })

  it.each(['/', '/lessons', '/product', '/examsx'])('%s is a page of the shell itself', (path) => {
    expect(remoteForPath(path)).toBeUndefined()
  })
})

describe('preloadPageAtStart: a signed-in page starts its code and its data together', () => {
  const federation = jest.requireMock<{ preloadRemoteModule: jest.Mock; preloadRemoteData: jest.Mock }>(
    '@grile/shared/federation',
  )
  const user = aStudent()

  beforeEach(() => {
    federation.preloadRemoteModule.mockClear()
    federation.preloadRemoteData.mockClear()
    useUserStore.setState({ user: null, ready: false, signingIn: true })
  })

  it('waits for the sign-in, then loads the remote of the page and its first requests', async () => {
    const started = preloadPageAtStart('/exams/3f1c/attempt')
    await Promise.resolve()
    expect(federation.preloadRemoteModule).not.toHaveBeenCalled()

    useUserStore.setState({ user })
    await started

    expect(federation.preloadRemoteModule).toHaveBeenCalledWith('mfe_exams/App')
    expect(federation.preloadRemoteData).toHaveBeenCalledWith('mfe_exams', 'App', { basePath: '/exams' })
  })

  it('on the home, the exercise of the day and the count of reviews due', async () => {
    const { preloadApi } = jest.requireMock<{ preloadApi: jest.Mock }>('@grile/shared/api')
    useUserStore.setState({ user, ready: true })
    await preloadPageAtStart('/')
    expect(federation.preloadRemoteData).toHaveBeenCalledWith('mfe_interactive', 'ExerciseOfTheDayCard', {})
    expect(preloadApi).toHaveBeenCalledWith(users.getDueReviewCount, { params: { userId: user.id } })
  })

  it.each(['/exams', '/admin/users/find', '/product'])(
    'nothing for a visitor who is not signed in (%s)',
    async (path) => {
      const started = preloadPageAtStart(path)
      useUserStore.setState({ ready: true })
      await started
      expect(federation.preloadRemoteModule).not.toHaveBeenCalled()
      expect(federation.preloadRemoteData).not.toHaveBeenCalled()
    },
  )

  it('nothing of an admin page before its guard has decided', async () => {
    useUserStore.setState({ user, ready: true })
    await preloadPageAtStart('/admin/users/find')
    expect(federation.preloadRemoteModule).not.toHaveBeenCalled()
  })
})

describe("preloadPageCode: a resumed session downloads its page's remote code beside the libraries", () => {
  const federation = jest.requireMock<{ preloadRemoteCode: jest.Mock }>('@grile/shared/federation')

  beforeEach(() => federation.preloadRemoteCode.mockClear())

  it.each([
    ['/', 'mfe_interactive', 'ExerciseOfTheDayCard'],
    ['/exams/3f1c/attempt', 'mfe_exams', 'App'],
    ['/materials', 'mfe_materials', 'App'],
    ['/me', 'mfe_account', 'App'],
  ])('%s → the code of %s/%s', (path, remote, module) => {
    preloadPageCode(path)
    expect(federation.preloadRemoteCode).toHaveBeenCalledWith(remote, module)
  })

  it.each(['/product', '/lessons', '/admin/users/find'])(
    'nothing for %s (a shell page, or an admin page before its guard)',
    (path) => {
      preloadPageCode(path)
      expect(federation.preloadRemoteCode).not.toHaveBeenCalled()
    },
  )
})

describe('preloadWhileSigningIn: the page a visitor signs in to loads while the sign-in window is open', () => {
  const federation = jest.requireMock<{
    preloadRemoteCode: jest.Mock
    preloadRemoteModule: jest.Mock
    preloadRemoteData: jest.Mock
  }>('@grile/shared/federation')
  const { preloadApi } = jest.requireMock<{ preloadApi: jest.Mock }>('@grile/shared/api')
  const user = aStudent()
  const preloadShellCode = jest.fn()
  let stop: () => void

  beforeEach(() => {
    for (const mock of [...Object.values(federation), preloadApi, preloadShellCode]) mock.mockClear()
    window.history.replaceState(null, '', '/')
    useUserStore.setState({ user: null, ready: true, signingIn: false })
    stop = preloadWhileSigningIn(preloadShellCode)
  })
  afterEach(() => stop())

  it("on the landing, Sign In downloads the user home and the exercise of the day's code", () => {
    useUserStore.setState({ signingIn: true })
    expect(preloadShellCode).toHaveBeenCalledWith('/')
    expect(federation.preloadRemoteCode).toHaveBeenCalledWith('mfe_interactive', 'ExerciseOfTheDayCard')
    // Nothing is asked of the API before the user is known.
    expect(federation.preloadRemoteData).not.toHaveBeenCalled()
    expect(preloadApi).not.toHaveBeenCalled()
  })

  it("the home's first requests start as the user is set, before React renders the home for them", () => {
    useUserStore.setState({ signingIn: true })
    useUserStore.setState({ user })
    // Synchronously: React renders the home in a microtask after this change, and its reads then find these.
    expect(preloadApi).toHaveBeenCalledWith(users.getDueReviewCount, { params: { userId: user.id } })
    expect(federation.preloadRemoteModule).toHaveBeenCalledWith('mfe_interactive/ExerciseOfTheDayCard')
    expect(federation.preloadRemoteData).toHaveBeenCalledWith('mfe_interactive', 'ExerciseOfTheDayCard', {})
  })

  it('on a public page other than the landing, the page stays what it is: nothing of a remote', () => {
    window.history.replaceState(null, '', '/lessons/')
    useUserStore.setState({ signingIn: true })
    useUserStore.setState({ user })
    expect(preloadShellCode).toHaveBeenCalledWith('/lessons')
    expect(federation.preloadRemoteCode).not.toHaveBeenCalled()
    expect(federation.preloadRemoteData).not.toHaveBeenCalled()
  })

  it("nothing during the start's own sign-in, which preloads its page itself", () => {
    useUserStore.setState({ ready: false })
    useUserStore.setState({ signingIn: true })
    useUserStore.setState({ user })
    expect(preloadShellCode).not.toHaveBeenCalled()
    expect(federation.preloadRemoteData).not.toHaveBeenCalled()
  })

  it('nothing for a user already signed in (a profile refreshed, a sign-in started again)', () => {
    useUserStore.setState({ user })
    for (const mock of [...Object.values(federation), preloadApi, preloadShellCode]) mock.mockClear()
    useUserStore.setState({ signingIn: true })
    useUserStore.setState({ user: { ...user, tokens: user.tokens + 1 } })
    expect(preloadShellCode).not.toHaveBeenCalled()
    expect(federation.preloadRemoteData).not.toHaveBeenCalled()
    expect(preloadApi).not.toHaveBeenCalled()
  })
})
