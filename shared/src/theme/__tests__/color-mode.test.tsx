import { Profiler } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { act, cleanup, render } from '@testing-library/react'
import { ColorModeProvider, takeOverBuiltHtml, THEME_STORAGE_KEY, useColorMode } from '../color-mode'

function Mode({ seen }: { seen: string[] }) {
  const { colorMode } = useColorMode()
  seen.push(colorMode)
  return <span data-testid="mode">{colorMode}</span>
}

function page(seen: string[], onRender: () => void = () => {}) {
  return (
    <ColorModeProvider>
      <Profiler id="mode" onRender={onRender}>
        <Mode seen={seen} />
      </Profiler>
    </ColorModeProvider>
  )
}

afterEach(() => {
  cleanup()
  localStorage.clear()
})

describe('the colour mode', () => {
  it('takes over HTML rendered at build time with its default theme, then shows the saved one', async () => {
    const seen: string[] = []
    // Rendered at build time, where no theme is saved.
    const container = document.createElement('div')
    container.innerHTML = renderToString(page([]))
    const mode = () => container.querySelector('[data-testid="mode"]')?.textContent
    expect(mode()).toBe('dark')
    document.body.append(container)
    localStorage.setItem(THEME_STORAGE_KEY, 'light')
    const recoverable = jest.fn()
    takeOverBuiltHtml()
    await act(async () => {
      hydrateRoot(container, page(seen), { onRecoverableError: recoverable })
    })
    expect(recoverable).not.toHaveBeenCalled()
    expect(seen[0]).toBe('dark')
    expect(mode()).toBe('light')
    container.remove()
  })

  it('shows the saved theme in its first render everywhere else', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light')
    const seen: string[] = []
    const onRender = jest.fn()
    const view = render(page(seen, onRender))
    await act(async () => {})
    expect(seen).toEqual(expect.arrayContaining(['light']))
    expect(seen).not.toContain('dark')
    expect(onRender.mock.calls.map((call) => call[1])).toEqual(['mount'])
    expect(view.getByTestId('mode').textContent).toBe('light')
  })

  // next-themes read the system's scheme after mounting even with `enableSystem={false}`, and a system scheme
  // other than the theme shown changed the provider's value: every reader rendered again, and on a page taken
  // over from its HTML that change reached the part not hydrated yet, which React then hydrated in one blocking
  // task (decision 0043). Our patch of next-themes leaves the system's scheme alone when it is not enabled.
  it('does not render its readers again after mounting when the system prefers the other scheme', async () => {
    // jsdom's stand-in says the system prefers light; nothing is saved, so the default (dark) shows.
    expect(window.matchMedia('(prefers-color-scheme: dark)').matches).toBe(false)
    const seen: string[] = []
    const onRender = jest.fn()
    render(page(seen, onRender))
    await act(async () => {})
    expect(seen).toEqual(['dark'])
    expect(onRender.mock.calls.map((call) => call[1])).toEqual(['mount'])
  })
})
