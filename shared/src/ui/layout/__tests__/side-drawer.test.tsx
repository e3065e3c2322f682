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

function drawer(open: boolean, onRender: () => void = () => {}) {
  return (
    <ChakraProvider value={system}>
      <MemoryRouter>
        <Profiler id="drawer" onRender={onRender}>
          <SideDrawer open={open} onClose={() => {}} />
        </Profiler>
      </MemoryRouter>
    </ChakraProvider>
  )
}

describe('the side drawer', () => {
  it('renders nothing, and nothing again, until it is first opened', async () => {
    // A closed drawer's state machines report a state after they start that differs from the one they
    // rendered, and React then renders again synchronously: on a page rendered at build time, that render
    // took the rest of the page's hydration along, in one blocking task.
    const onRender = jest.fn()
    const page = drawer(false, onRender)
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
    const view = render(drawer(false))
    const reopen = (open: boolean) => view.rerender(drawer(open))
    reopen(true)
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument()
    reopen(false)
    reopen(true)
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument()
  })
})
