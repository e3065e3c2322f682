import { keepTap, SNAPSHOT_TAP } from '../page-markers'
import { replaySnapshotTap } from '../snapshot-taps'

/** #root as the app renders it, and the controls' presses. */
function renderedRoot(html: string): { root: HTMLElement; pressed: string[] } {
  document.body.innerHTML = `<div id="root">${html}</div>`
  const root = document.getElementById('root')!
  const pressed: string[] = []
  root.addEventListener('click', (event) => {
    const control = (event.target as Element).closest('a,button')
    if (control) pressed.push(`${control.tagName} ${control.getAttribute('data-testid') ?? ''}`.trim())
    event.preventDefault()
  })
  return { root, pressed }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  jest.useRealTimers()
  delete window[SNAPSHOT_TAP]
  document.body.innerHTML = ''
})

describe('a tap kept from the copy', () => {
  it('presses the same control, in the same place among its likes, once the app has rendered the page', () => {
    const { root, pressed } = renderedRoot(
      '<a href="/exams" data-testid="header">Browse Exams</a><a href="/exams" data-testid="page">Browse Exams</a>',
    )
    window[SNAPSHOT_TAP] = { key: 'A /exams Browse Exams', nth: 1 }
    replaySnapshotTap(root)
    expect(pressed).toEqual(['A page'])
    // Taken once.
    expect(window[SNAPSHOT_TAP]).toBeUndefined()
  })

  it("waits for a page's own part that comes after the layout", async () => {
    const { root, pressed } = renderedRoot(
      '<header><button aria-label="Open navigation"></button></header><main></main>',
    )
    window[SNAPSHOT_TAP] = { key: 'A /exams Browse Exams', nth: 0 }
    replaySnapshotTap(root)
    expect(pressed).toEqual([])
    root.querySelector('main')!.innerHTML = '<a href="/exams">Browse <b>Exams</b></a>'
    await tick()
    expect(pressed).toEqual(['A'])
    // Pressed once, not at every change after.
    root.querySelector('main')!.append(document.createElement('p'))
    await tick()
    expect(pressed).toEqual(['A'])
  })

  it('is dropped when the page does not show that control in time', async () => {
    jest.useFakeTimers()
    const { root, pressed } = renderedRoot('<main></main>')
    window[SNAPSHOT_TAP] = { key: 'BUTTON  Start', nth: 0 }
    replaySnapshotTap(root, 5000)
    // Another control with another name is not it.
    root.querySelector('main')!.innerHTML = '<button>Stop</button>'
    await Promise.resolve()
    jest.advanceTimersByTime(5000)
    root.querySelector('main')!.innerHTML = '<button>Start</button>'
    await Promise.resolve()
    expect(pressed).toEqual([])
  })

  it('is dropped when the user presses something on the page first', async () => {
    const { root, pressed } = renderedRoot('<main></main>')
    window[SNAPSHOT_TAP] = { key: 'BUTTON  Start', nth: 0 }
    replaySnapshotTap(root)
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    root.querySelector('main')!.innerHTML = '<button>Start</button>'
    await tick()
    expect(pressed).toEqual([])
  })

  it('does nothing when nothing was tapped', () => {
    const { root, pressed } = renderedRoot('<button>Start</button>')
    replaySnapshotTap(root)
    expect(pressed).toEqual([])
  })
})

describe('a button pressed on the page as sent', () => {
  it('is kept as a tap on the copy is, and pressed on the page the app renders afresh', () => {
    document.body.innerHTML =
      '<div id="root"><header><button aria-label="Toggle theme"></button><button aria-label="Open navigation"></button></header></div>'
    const root = document.getElementById('root')!
    keepTap(root.querySelectorAll('button')[1]!, root)
    expect(window[SNAPSHOT_TAP]).toEqual({ key: 'BUTTON  Open navigation', nth: 0 })

    const rendered = renderedRoot(
      '<header><button aria-label="Toggle theme"></button><button aria-label="Open navigation" data-testid="menu"></button></header>',
    )
    replaySnapshotTap(rendered.root)
    expect(rendered.pressed).toEqual(['BUTTON menu'])
  })

  it('is not kept when it was not in the page that the app renders over', () => {
    document.body.innerHTML = '<div id="root"></div><button>Elsewhere</button>'
    keepTap(document.querySelector('button')!, document.getElementById('root')!)
    expect(window[SNAPSHOT_TAP]).toBeUndefined()
  })
})
