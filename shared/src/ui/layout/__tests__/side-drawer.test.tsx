import { Profiler } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { act, cleanup, render, screen } from '@testing-library/react'
// eslint-disable-next-line no-restricted-imports -- the tests' memory router never reaches a browser
import { MemoryRouter } from 'react-router-dom'
import { ChakraProvider } from '@grile/shared/chakra'
import { system } from '@grile/shared/theme'
import { SideDrawer } from '../side-drawer'

afterEach(cleanup)

function renderDrawer(open: boolean, onRender: () => void = () => {}) {
  const drawer = (isOpen: boolean) => (
    <ChakraProvider value={system}>
      <MemoryRouter>
        <Profiler id="drawer" onRender={onRender}>
          <SideDrawer open={isOpen} onClose={() => {}} />
        </Profiler>
      </MemoryRouter>
    </ChakraProvider>
  )
  const view = render(drawer(open))
  return { reopen: (isOpen: boolean) => view.rerender(drawer(isOpen)) }
}

describe('the side drawer', () => {
  it('renders nothing, and nothing again, until it is first opened', async () => {
    // A closed drawer's state machines report a state after they start that differs from the one they
    // rendered, and React then renders again synchronously: on a page rendered at build time, that render
    // took the rest of the page's hydration along, in one blocking task.
    const onRender = jest.fn()
    const page = (
      <ChakraProvider value={system}>
        <MemoryRouter>
          <Profiler id="drawer" onRender={onRender}>
            <SideDrawer open={false} onClose={() => {}} />
          </Profiler>
        </MemoryRouter>
      </ChakraProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(page)
    document.body.append(container)
    onRender.mockClear()
    await act(async () => {
      hydrateRoot(container, page)
    })
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull()
    expect(onRender.mock.calls.map((call) => call[1])).toEqual(['mount'])
    container.remove()
  })

  it('shows its entries when opened, and again after being closed', async () => {
    const { reopen } = renderDrawer(false)
    reopen(true)
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument()
    reopen(false)
    reopen(true)
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument()
  })
})
