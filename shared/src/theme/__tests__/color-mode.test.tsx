import { Profiler } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { act, cleanup, render } from '@testing-library/react'
import { ColorModeProvider, takeOverBuiltHtml, THEME_STORAGE_KEY, useColorMode } from '../color-mode'

function Mode({ seen }: { seen: string[] }) {
  const { colorMode, toggleColorMode } = useColorMode()
  seen.push(colorMode)
  return (
    <button type="button" data-testid="mode" onClick={toggleColorMode}>
      {colorMode}
    </button>
  )
}

/** What happens to <html> and <head> meanwhile: attribute changes on the one, elements added to the other. */
function watchDocument() {
  const changes: string[] = []
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') changes.push(`html ${record.attributeName ?? ''}`)
      for (const node of record.addedNodes) changes.push(`head + ${node.nodeName.toLowerCase()}`)
    }
  })
  observer.observe(document.documentElement, { attributes: true })
  observer.observe(document.head, { childList: true })
  return {
    changes: () => {
      changes.push(...observer.takeRecords().map((record) => `html ${record.attributeName ?? ''}`))
      return changes
    },
    stop: () => observer.disconnect(),
  }
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
  document.documentElement.className = ''
  document.documentElement.style.colorScheme = ''
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

  // The page's HTML already shows the theme (its class and colour scheme, set before any script). next-themes
  // applied it again when it mounted: a style turning every transition off, the class removed and added, and
  // a forced style computation, then the style removed: two style recalculations of the whole page, 260 and
  // 178 ms of an exam attempt's start at 4× in DevTools traces. Our patch leaves a theme already shown alone.
  it('leaves the page alone when it mounts on the theme the page already shows', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light')
    document.documentElement.className = 'light'
    document.documentElement.style.colorScheme = 'light'
    const watch = watchDocument()
    render(page([]))
    await act(async () => {})
    expect(watch.changes()).toEqual([])
    watch.stop()
  })

  it('applies the theme when the page shows another, and switches it with transitions off', async () => {
    document.documentElement.className = 'light'
    const watch = watchDocument()
    const view = render(page([]))
    await act(async () => {})
    // Nothing saved: the default, dark, replaces what the page showed.
    expect(document.documentElement.className).toBe('dark')
    expect(document.documentElement.style.colorScheme).toBe('dark')
    expect(watch.changes()).toContain('head + style')
    watch.stop()

    const toggle = watchDocument()
    await act(async () => {
      view.getByTestId('mode').click()
    })
    expect(document.documentElement.className).toBe('light')
    expect(document.documentElement.style.colorScheme).toBe('light')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light')
    // Transitions are off while the colours change, so nothing fades from the one theme to the other.
    expect(toggle.changes()).toEqual(expect.arrayContaining(['head + style', 'html class', 'html style']))
    toggle.stop()
  })
})
