import { useEffect, type ReactNode } from 'react'
import { act, render } from '@testing-library/react'
import { SIGNED_IN_ATTRIBUTE, SNAPSHOT_ATTRIBUTE, SNAPSHOT_TAP } from '../page-markers'
import { useStartMarksEnded } from '../start-marks'

/** What #root and <html> carry when a page's first passive effect runs, after the browser could style it. */
interface Seen {
  inert: boolean
  copy: boolean
  signedIn: boolean
  started: boolean
}

function Page({ seen }: { seen: Seen[] }) {
  useEffect(() => {
    const root = document.getElementById('root')
    seen.push({
      inert: Boolean(root?.hasAttribute('inert')),
      copy: Boolean(root?.hasAttribute(SNAPSHOT_ATTRIBUTE)),
      signedIn: document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE),
      started: document.documentElement.hasAttribute('data-app-started'),
    })
  }, [seen])
  return <h1>Exams</h1>
}

function Root({ children }: { children: ReactNode }) {
  useStartMarksEnded()
  return <main>{children}</main>
}

afterEach(() => {
  document.documentElement.removeAttribute('data-app-started')
  document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE)
  document.body.innerHTML = ''
})

describe("the start's marks", () => {
  // As the snapshot script leaves a signed-in reload: the copy painted, inert, with its loading pointer.
  function paintedCopy(): HTMLElement {
    document.documentElement.setAttribute(SIGNED_IN_ATTRIBUTE, '')
    const root = document.createElement('div')
    root.id = 'root'
    for (const name of [SNAPSHOT_ATTRIBUTE, 'inert', 'aria-busy'])
      root.setAttribute(name, name === 'aria-busy' ? 'true' : '')
    root.innerHTML = '<main><h1>Exams</h1></main>'
    document.body.append(root)
    return root
  }

  it('are ended in the commit of the first render, before any passive effect, so the page is styled once', async () => {
    const root = paintedCopy()
    const seen: Seen[] = []
    await act(async () => {
      render(
        <Root>
          <Page seen={seen} />
        </Root>,
        { container: root },
      )
    })
    // A child's passive effect runs before its parent's: the marks were already off, the start marker not yet on.
    expect(seen).toEqual([{ inert: false, copy: false, signedIn: false, started: false }])
    expect(root.hasAttribute('aria-busy')).toBe(false)
    expect(document.documentElement.hasAttribute('data-app-started')).toBe(true)
  })

  it('press the link tapped on the copy once the page the app rendered shows it', async () => {
    const root = paintedCopy()
    window[SNAPSHOT_TAP] = { key: 'A /exams Browse Exams', nth: 0 }
    const pressed: string[] = []
    await act(async () => {
      render(
        <Root>
          <a href="/exams" onClick={(event) => (event.preventDefault(), pressed.push('Browse Exams'))}>
            Browse Exams
          </a>
        </Root>,
        { container: root },
      )
    })
    expect(pressed).toEqual(['Browse Exams'])
  })
})
