import { cleanup, render, screen } from '@testing-library/react'
// eslint-disable-next-line no-restricted-imports -- the tests' memory router never reaches a browser
import { MemoryRouter } from 'react-router-dom'
import { ChakraProvider } from '@grile/shared/chakra'
import { useUserStore } from '@grile/shared/auth'
import { aStudent } from '@grile/shared/testing'
import { system } from '@grile/shared/theme'
import { TopBar } from '../top-bar'

afterEach(cleanup)

function renderTopBar() {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter>
        <TopBar onOpenDrawer={() => {}} />
      </MemoryRouter>
    </ChakraProvider>,
  )
}

describe('the top bar', () => {
  it("keeps hidden places for a resuming session's tokens and name beside a visitor's Sign In", () => {
    useUserStore.setState({ user: null, signingIn: false, ready: true })
    const { container } = renderTopBar()
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument()
    const resumed = container.querySelector<HTMLElement>('[data-resumed-profile]')
    expect(resumed).not.toBeNull()
    expect(getComputedStyle(resumed!).display).toBe('none')
    expect(resumed!.querySelector('[data-profile-tokens]')?.textContent).toBe('')
    expect(resumed!.querySelector('button[data-profile-name]')?.textContent).toBe('')
    expect(screen.queryByTestId('token-count')).toBeNull()
  })

  it('draws those places as the signed-in bar draws the tokens and the name, so nothing moves when the app renders', () => {
    useUserStore.setState({ user: null, signingIn: false, ready: true })
    const visitor = renderTopBar().container
    const placeTokens = visitor.querySelector('[data-profile-tokens]')!.parentElement!
    const placeName = visitor.querySelector('button[data-profile-name]')!
    cleanup()

    useUserStore.setState({ user: aStudent({ name: 'Ana Popescu', tokens: 12 }), ready: true })
    renderTopBar()
    const tokens = screen.getByTestId('token-count')
    const name = screen.getByRole('button', { name: 'Ana Popescu' })
    expect(tokens).toHaveTextContent('12')
    expect(document.querySelector('[data-resumed-profile]')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull()
    expect(placeTokens.className).toBe(tokens.className)
    expect(placeName.className).toBe(name.className)
    expect(placeName.getAttribute('aria-haspopup')).toBe(name.getAttribute('aria-haspopup'))
  })
})
