import { act, render } from '@testing-library/react'
import { aStudent } from '@grile/shared/testing'
import { useAuthReady, useCurrentUser, useUserStore } from '../user-store'

const ana = aStudent({ name: 'Ana' })

/** Counts the renders of a component that reads the current user. */
function renderCountingUser() {
  const renders = { count: 0 }
  function Reader() {
    renders.count += 1
    const { user } = useCurrentUser()
    return <p>{user?.name ?? 'visitor'}</p>
  }
  return { renders, ...render(<Reader />) }
}

beforeEach(() => useUserStore.setState({ user: null, signingIn: false, ready: false }))

describe('the current user', () => {
  it('does not render its readers again when the start-up sign-in ends', () => {
    const { renders } = renderCountingUser()
    act(() => useUserStore.getState().setReady(true))
    expect(renders.count).toBe(1)
  })

  it('keeps the profile object when the same profile is set again, and takes a changed one', () => {
    useUserStore.getState().setUser(ana)
    const { renders, getByText } = renderCountingUser()
    act(() => useUserStore.getState().setUser({ ...ana }))
    expect(renders.count).toBe(1)
    expect(useUserStore.getState().user).toBe(ana)

    act(() => useUserStore.getState().setUser({ ...ana, name: 'Ana Maria' }))
    expect(renders.count).toBe(2)
    expect(getByText('Ana Maria')).toBeInTheDocument()
    act(() => useUserStore.getState().setUser(null))
    expect(getByText('visitor')).toBeInTheDocument()
  })
})

describe('useAuthReady', () => {
  it('says when the start-up sign-in is over', () => {
    function Guard() {
      return <p>{useAuthReady() ? 'ready' : 'waiting'}</p>
    }
    const { getByText } = render(<Guard />)
    expect(getByText('waiting')).toBeInTheDocument()
    act(() => useUserStore.getState().setReady(true))
    expect(getByText('ready')).toBeInTheDocument()
  })
})
