import createCache from '@emotion/cache'
import { LAST_PAGES_KEY, LAST_PROFILE_KEY, useUserStore } from '@grile/shared/auth'
import { aStudent } from '@grile/shared/testing'
import { act, renderHook, waitFor } from '@testing-library/react'
import { BrowserRouter, useNavigate } from '@grile/shared/router'
import {
  endPageSnapshot,
  rememberSnapshot,
  useKeptPages,
  takeSnapshot,
  type PageSnapshot,
  type StoredSnapshots,
} from '../page-snapshots'
import { SESSION_SCRIPT, SNAPSHOT_SCRIPT } from '../../prerender/page-document'
import { APP_STYLING, controlKey, SNAPSHOT_MAX_AGE_MS, SNAPSHOT_TAP } from '../page-markers'

const USER = 'user-1'

function stored(): StoredSnapshots | null {
  return JSON.parse(localStorage.getItem(LAST_PAGES_KEY) ?? 'null') as StoredSnapshots | null
}

function snapshot(
  path: string,
  savedAt = Date.now(),
  html = `<header>Ana</header><main><h1>${path}</h1></main>`,
): PageSnapshot {
  return { path, savedAt, html, css: '.css-a{color:red}' }
}

/** The page as the app rendered it: the layout, the page, and Emotion's rules (some for other pages). */
function renderApp(): HTMLElement {
  document.body.innerHTML =
    '<div id="root"><header class="css-bar">Ana · 10 tokens</header><main class="css-main"><h1 class="css-title">Exercise of the day</h1>' +
    '<iframe sandbox="allow-same-origin" srcdoc="<p>The lesson</p>" style="height: 900px"></iframe>' +
    '<iframe src="https://pay.example/card"></iframe><iframe sandbox="allow-scripts" srcdoc="<p>x</p>"></iframe>' +
    '<script>alert(1)</script><video src="/v.mp4"></video><div role="progressbar" data-snapshot-skip></div></main></div>'
  // Chakra's global styles, which come with the page's HTML.
  const global = document.createElement('style')
  global.setAttribute('data-global-styles', '')
  global.setAttribute('data-emotion', 'css-global')
  global.textContent = '@layer reset, base, tokens, recipes;:root{--chakra-colors-red:red}'
  const style = document.createElement('style')
  style.setAttribute('data-emotion', 'css')
  document.head.append(global, style)
  for (const rule of [
    '.css-bar{display:flex}',
    '.css-title{font-size:2rem}',
    '.css-elsewhere{color:blue}',
    '@media (min-width: 600px){.css-main{padding:1rem}}',
  ])
    style.sheet?.insertRule(rule, style.sheet.cssRules.length)
  return document.getElementById('root')!
}

beforeEach(() => {
  localStorage.clear()
  document.head.replaceChildren()
  document.body.replaceChildren()
  document.documentElement.removeAttribute('data-signed-in')
  window.history.replaceState({}, '', '/')
})

afterEach(() => {
  jest.restoreAllMocks()
  jest.useRealTimers()
})

describe('taking a snapshot of the page', () => {
  it('keeps the markup without what would fetch or run, and only the CSS rules it uses', () => {
    const taken = takeSnapshot(renderApp(), '/exams/', 1000)
    expect(taken.path).toBe('/exams')
    expect(taken.savedAt).toBe(1000)
    expect(taken.html).toContain('<h1 class="css-title">Exercise of the day</h1>')
    expect(taken.html).not.toMatch(/pay\.example|allow-scripts|<script|<video|progressbar/)
    // The lesson's frame stays, with its height: sandboxed without scripts, it loads no page.
    expect(taken.html).toContain(
      '<iframe sandbox="allow-same-origin" srcdoc="<p>The lesson</p>" style="height: 900px"></iframe>',
    )
    expect(taken.css).toContain('.css-bar')
    expect(taken.css).toContain('.css-title')
    expect(taken.css).toContain('.css-main')
    expect(taken.css).not.toContain('.css-elsewhere')
    expect(taken.css).not.toContain('--chakra-colors-red')
    // The layers' order first: the copy's CSS must not decide it once Emotion moves the global styles after it.
    expect(taken.css).toMatch(/^@layer reset, ?base, ?tokens, ?recipes;\.css-bar/)
    // The Emotion styles those rules are, by name (the class without `css-`): not the one of another page.
    expect(taken.emotionIds?.split(' ').sort()).toEqual(['bar', 'main', 'title'])
  })

  it('keeps only the layout of a page too large to keep whole', () => {
    const root = renderApp()
    root.querySelector('main')!.append('x'.repeat(300_000))
    const taken = takeSnapshot(root, '/admin/exercises', 1000)
    expect(taken.html).toContain('Ana · 10 tokens')
    expect(taken.html).toContain('<main class="css-main" data-snapshot-pending=""></main>')
  })
})

describe('remembering snapshots', () => {
  it('keeps the newest first, one per page, three pages at most', () => {
    for (const path of ['/', '/exams', '/interactive', '/exams', '/attempts'])
      rememberSnapshot(USER, snapshot(path))
    expect(stored()).toMatchObject({
      userId: USER,
      pages: [{ path: '/attempts' }, { path: '/exams' }, { path: '/interactive' }],
    })
  })

  it("drops another user's pages", () => {
    rememberSnapshot('user-2', snapshot('/'))
    rememberSnapshot(USER, snapshot('/exams'))
    expect(stored()).toMatchObject({ userId: USER, pages: [{ path: '/exams' }] })
  })

  it('lets the oldest pages go when storage is full', () => {
    rememberSnapshot(USER, snapshot('/'))
    rememberSnapshot(USER, snapshot('/exams'))
    const realSetItem = Storage.prototype.setItem
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if ((JSON.parse(value) as StoredSnapshots).pages.length > 1)
        throw new DOMException('full', 'QuotaExceededError')
      realSetItem.call(this, key, value)
    })
    rememberSnapshot(USER, snapshot('/attempts'))
    expect(stored()?.pages.map((page) => page.path)).toEqual(['/attempts'])
  })
})

describe('keeping the page while signed in', () => {
  /** The app's root for this user: returns how it navigates, and unmounts as on a sign-out or a reload. */
  function appFor(userId: string | undefined) {
    return renderHook(
      ({ user }: { user: string | undefined }) => {
        useKeptPages(user)
        return useNavigate()
      },
      { wrapper: BrowserRouter, initialProps: { user: userId } },
    )
  }

  it('takes a snapshot when the app is left or hidden, while a user is signed in', () => {
    let now = 1_000_000
    jest.spyOn(Date, 'now').mockImplementation(() => now)
    renderApp()
    window.history.replaceState({}, '', '/interactive')
    const app = appFor(USER)
    window.dispatchEvent(new Event('pagehide'))
    expect(stored()).toMatchObject({ userId: USER, pages: [{ path: '/interactive', savedAt: 1_000_000 }] })

    now += 5000
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(stored()?.pages).toMatchObject([{ path: '/interactive', savedAt: 1_005_000 }])
    // A reload fires pagehide right after: the copy just taken is enough.
    now += 10
    window.dispatchEvent(new Event('pagehide'))
    expect(stored()?.pages).toMatchObject([{ savedAt: 1_005_000 }])

    app.rerender({ user: undefined })
    now += 5000
    window.dispatchEvent(new Event('pagehide'))
    expect(stored()?.pages).toMatchObject([{ savedAt: 1_005_000 }])
  })

  it('forgets a page the user moves on from inside the app: what was kept of it is older than what they saw', async () => {
    jest.useFakeTimers()
    renderApp()
    window.history.replaceState({}, '', '/exams/1/attempt')
    rememberSnapshot(USER, snapshot('/'))
    rememberSnapshot(USER, snapshot('/exams/1/attempt'))
    const app = appFor(USER)
    act(() => app.result.current('/attempts/9'))
    act(() => jest.runAllTimers())
    expect(stored()?.pages.map((page) => page.path)).toEqual(['/'])
    // Left on the result, the app keeps the result.
    window.dispatchEvent(new Event('pagehide'))
    expect(stored()?.pages.map((page) => page.path)).toEqual(['/attempts/9', '/'])
  })

  it('keeps the home as last seen when the user moves on from it inside the app, once the browser is idle', () => {
    jest.useFakeTimers()
    act(() => useUserStore.getState().setUser({ ...aStudent(), id: USER }))
    const root = renderApp()
    rememberSnapshot(USER, snapshot('/', Date.now() - 86_400_000, '<main><h1>Yesterday</h1></main>'))
    const app = appFor(USER)
    // The tap that leaves the home (a link on it), then the move it makes.
    root.querySelector('h1')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    act(() => app.result.current('/exams'))
    // Not before the browser is idle: serialising and storing wait.
    expect(stored()?.pages[0]?.html).toContain('Yesterday')
    act(() => jest.runAllTimers())
    expect(stored()?.pages.map((page) => page.path)).toEqual(['/'])
    expect(stored()?.pages[0]?.html).toContain('<h1 class="css-title">Exercise of the day</h1>')
    expect(stored()?.pages[0]?.css).toContain('.css-title')
    act(() => useUserStore.getState().setUser(null))
  })

  it('forgets the home left without a tap on it (the back button), and keeps nothing for a user signed out meanwhile', () => {
    jest.useFakeTimers()
    act(() => useUserStore.getState().setUser({ ...aStudent(), id: USER }))
    const root = renderApp()
    rememberSnapshot(USER, snapshot('/'))
    const app = appFor(USER)
    act(() => app.result.current('/exams'))
    act(() => jest.runAllTimers())
    expect(stored()).toBeNull()

    act(() => app.result.current('/'))
    rememberSnapshot(USER, snapshot('/', Date.now(), '<main><h1>Before</h1></main>'))
    root.querySelector('h1')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    act(() => app.result.current('/attempts'))
    act(() => useUserStore.getState().setUser(null))
    act(() => jest.runAllTimers())
    expect(stored()?.pages[0]?.html).toContain('Before')
  })

  it('reads the stored copies as text when the page left was not kept, without parsing them', () => {
    jest.useFakeTimers()
    renderApp()
    window.history.replaceState({}, '', '/exams')
    rememberSnapshot(USER, snapshot('/', Date.now(), '<main>"path":"/exams"</main>'))
    const app = appFor(USER)
    const kept = localStorage.getItem(LAST_PAGES_KEY)
    const parse = jest.spyOn(JSON, 'parse')
    act(() => app.result.current('/attempts'))
    act(() => jest.runAllTimers())
    // The page's markup holds the same words as a stored path, escaped: not mistaken for one.
    expect(parse).not.toHaveBeenCalledWith(kept)
    parse.mockRestore()
    expect(stored()?.pages.map((page) => page.path)).toEqual(['/'])
  })

  it('does not keep a snapshot that the app has not replaced yet', () => {
    renderApp().setAttribute('data-page-snapshot', '')
    appFor(USER)
    window.dispatchEvent(new Event('pagehide'))
    expect(stored()).toBeNull()
  })
})

describe('the snapshot script, before any other script', () => {
  /** A page as served: the session script in the head, #root with its own content, the snapshot script after it. */
  function open(path: string, content = '<div id="splash">Grile</div>'): HTMLElement {
    window.history.replaceState({}, '', path)
    // A prerendered page: its own CSS (Emotion's, from the build) beside Chakra's global styles.
    document.head.innerHTML =
      '<style data-global-styles data-emotion="css-global 1">:root{}</style><style data-emotion="css 2">.css-2{}</style>'
    document.body.innerHTML = `<div id="root" data-prerendered>${content}</div>`
    new Function(SESSION_SCRIPT)()
    new Function(SNAPSHOT_SCRIPT)()
    return document.getElementById('root')!
  }

  function signIn(userId = USER, profile: { name?: string; tokens?: number } = {}) {
    localStorage.setItem(LAST_PROFILE_KEY, JSON.stringify({ id: userId, ...profile }))
    localStorage.setItem('msal.3.account.keys', JSON.stringify([`msal.3|${userId}|localhost|`]))
  }

  it('paints the page as the user last saw it, inert until the app replaces it', () => {
    signIn()
    rememberSnapshot(USER, snapshot('/exams'))
    const root = open('/exams/')
    expect(root.innerHTML).toBe('<header>Ana</header><main><h1>/exams</h1></main>')
    expect(root.hasAttribute('inert')).toBe(true)
    expect(root.getAttribute('aria-busy')).toBe('true')
    expect(root.hasAttribute('data-prerendered')).toBe(false)
    // The prerendered page's own CSS went with its markup; Chakra's global styles stay.
    expect(document.head.querySelector('style[data-emotion="css 2"]')).toBeNull()
    expect(document.head.querySelector('style[data-global-styles]')).not.toBeNull()
    const style = document.head.querySelector('style[data-page-snapshot]')?.textContent
    expect(style).toContain('.css-a{color:red}')
    // It says it is still loading: a bar along the top, the pointer in progress.
    expect(style).toContain('#root[data-page-snapshot]{cursor:progress}')

    endPageSnapshot()
    expect(root.hasAttribute('inert')).toBe(false)
    expect(root.hasAttribute('aria-busy')).toBe(false)
    expect(root.hasAttribute('data-page-snapshot')).toBe(false)
    expect(document.head.querySelector('style[data-page-snapshot]')).toBeNull()
  })

  it("hands the copy's CSS to Emotion, which then inserts none of those styles again, and keeps it", () => {
    signIn()
    rememberSnapshot(USER, { ...snapshot('/exams'), emotionIds: 'a b' })
    const root = open('/exams')
    const style = document.head.querySelector<HTMLStyleElement>('style[data-page-snapshot]')!
    expect(style.getAttribute('data-emotion')).toBe('css a b')
    // As the app's Emotion does when it starts: a cache takes over what the page was sent with, by name.
    const cache = createCache({ key: 'css' })
    expect(cache.inserted).toMatchObject({ a: true, b: true })
    expect(cache.inserted.c).toBeUndefined()
    cache.insert('.css-c', { name: 'c', styles: 'color:blue;', next: undefined }, cache.sheet, true)
    expect(style.textContent).not.toContain('.css-c')

    endPageSnapshot()
    expect(root.hasAttribute('inert')).toBe(false)
    expect(style.isConnected).toBe(true)
  })

  it("paints the last page's layout with a skeleton for a page not seen, or seen too long ago", () => {
    signIn()
    rememberSnapshot(USER, snapshot('/attempts', Date.now() - SNAPSHOT_MAX_AGE_MS - 1))
    rememberSnapshot(USER, snapshot('/'))
    for (const path of ['/interactive', '/attempts']) {
      const root = open(path)
      expect(root.querySelector('header')?.textContent).toBe('Ana')
      expect(root.querySelector('main')?.innerHTML).toBe('')
      expect(root.querySelector('main')?.hasAttribute('data-snapshot-pending')).toBe(true)
      endPageSnapshot()
    }
  })

  describe('a tap on the copy', () => {
    // The copy's controls, each with its box (jsdom lays nothing out): a link in the header and the same link
    // again in the page, a button whose label is an icon's, a button holding other elements, a disabled one.
    const html =
      '<header><a href="/exams" data-box="0,0,100,40">Browse  Exams</a><button aria-label="Open navigation" data-box="300,0,40,40"><svg></svg></button></header>' +
      '<main><a href="/exams" data-box="0,100,200,40">Browse Exams</a><button data-box="0,200,200,40"><span>Start</span> <b>now</b></button><p data-box="0,300,200,40">Text</p>' +
      '<button disabled data-box="0,400,200,40">Submit</button></main>'
    let boxes: jest.SpyInstance

    beforeEach(() => {
      boxes = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: Element,
      ) {
        const [x = 0, y = 0, width = 0, height = 0] = (this.getAttribute('data-box') ?? '')
          .split(',')
          .map(Number)
        return {
          x,
          y,
          width,
          height,
          left: x,
          top: y,
          right: x + width,
          bottom: y + height,
          toJSON: () => ({}),
        }
      })
    })
    afterEach(() => {
      boxes.mockRestore()
      delete window[SNAPSHOT_TAP]
    })

    /** A tap where the copy's control `at` is: it reaches the document, as a tap on an inert element does. */
    function tap(x: number, y: number) {
      document.body.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: x, clientY: y }))
    }

    it('keeps the link or button under it, by what the app will know it by, and marks it', () => {
      signIn()
      rememberSnapshot(USER, snapshot('/', Date.now(), html))
      const root = open('/')
      tap(50, 120)
      const link = root.querySelectorAll('a')[1]!
      expect(window[SNAPSHOT_TAP]).toEqual({ key: controlKey(link), nth: 1 })
      expect(controlKey(link)).toBe('A /exams Browse Exams')
      expect(link.hasAttribute('data-snapshot-tapped')).toBe(true)

      // The last tap is kept, and marked alone; a button is known by its label, or by the text inside it.
      tap(320, 20)
      expect(window[SNAPSHOT_TAP]).toEqual({ key: 'BUTTON  Open navigation', nth: 0 })
      expect(root.querySelectorAll('[data-snapshot-tapped]')).toHaveLength(1)
      tap(10, 210)
      expect(window[SNAPSHOT_TAP]).toEqual({ key: 'BUTTON  Start now', nth: 0 })
    })

    it('keeps nothing for a tap beside the controls, on a disabled one, or once the app has replaced the copy', () => {
      signIn()
      rememberSnapshot(USER, snapshot('/', Date.now(), html))
      open('/')
      tap(10, 310)
      tap(150, 20)
      tap(10, 410)
      expect(window[SNAPSHOT_TAP]).toBeUndefined()
      endPageSnapshot()
      tap(50, 120)
      expect(window[SNAPSHOT_TAP]).toBeUndefined()
    })
  })

  it("with no page kept, writes the last profile's tokens and name, as text, into the top bar the page was sent with", () => {
    // The visitor's top bar as @grile/shared/ui's TopBar renders it at build time: places kept for a profile.
    const page =
      '<header><div data-resumed-profile><p data-profile-tokens></p><button data-profile-name></button></div>' +
      '<button data-visitor-only>Sign In</button></header><main><h1>Pass</h1></main>'
    const name = (root: HTMLElement) => root.querySelector('[data-profile-name]')
    const tokens = (root: HTMLElement) => root.querySelector('[data-profile-tokens]')

    let root = open('/', page)
    expect(name(root)?.textContent).toBe('')
    expect(tokens(root)?.textContent).toBe('')

    signIn(USER, { name: '<img src=x onerror=alert(1)>Ana', tokens: 12 })
    root = open('/', page)
    expect(name(root)?.textContent).toBe('<img src=x onerror=alert(1)>Ana')
    expect(root.querySelector('img')).toBeNull()
    expect(tokens(root)?.textContent).toBe('12')
    // The page as sent stays, for the app to render afresh: nothing inert, nothing copied.
    expect(root.hasAttribute('data-prerendered')).toBe(true)
    expect(root.hasAttribute('inert')).toBe(false)
    expect(root.querySelector('h1')?.textContent).toBe('Pass')
  })

  it('paints nothing for a visitor, another user, or a browser with no snapshot', () => {
    rememberSnapshot(USER, snapshot('/'))
    expect(open('/').innerHTML).toContain('splash')
    signIn('user-2')
    expect(open('/').innerHTML).toContain('splash')
    localStorage.removeItem(LAST_PAGES_KEY)
    signIn()
    const root = open('/')
    expect(root.innerHTML).toContain('splash')
    expect(root.hasAttribute('inert')).toBe(false)
  })
})

describe("the user home's copy, on a device that kept no page (decision 0067)", () => {
  const COPY_URL = '/copies/user-home.0123456789.json'
  const CARD_URL = 'http://localhost/remotes/mfe_interactive/copies/exercise-of-the-day.json'
  const DAY_URL = '/api/v1/exercises/exercise-of-the-day'
  // The two copies as the shell's and mfe-interactive's builds write them, reduced to their marked places.
  const homeCopy = {
    html:
      '<header><p>%grile:tokens%</p><button>%grile:name%</button></header><main><h1>Hello, %grile:name%!</h1>' +
      '<a data-buy-tokens href="/tokens">Buy Tokens</a>' +
      '<p data-attempts-left>%grile:attempts-left% interactive attempts left in the current token.</p>' +
      '<section data-exercise-of-the-day>%grile:card%</section></main>',
    css: '.css-home{}',
    emotionIds: 'home',
    slots: { name: '%grile:name%', tokens: '%grile:tokens%', card: '%grile:card%' },
    attemptsLeft: {
      selector: '[data-attempts-left]',
      one: '1 interactive attempt left in the current token.',
      many: '%grile:attempts-left% interactive attempts left in the current token.',
      marker: '%grile:attempts-left%',
    },
    buyTokens: '[data-buy-tokens]',
  }
  const answers = ['%grile:answer-0%', '%grile:answer-1%', '%grile:answer-2%', '%grile:answer-3%']
  const cardCopy = {
    html:
      '<article><span aria-label="%grile:successful-count% correct answers today">%grile:successful-count%</span>' +
      '<span>%grile:failed-count%</span><p class="question">%grile:question%</p>' +
      answers.map((slot) => `<label>${slot}</label>`).join('') +
      '</article>',
    css: '.css-card{}',
    emotionIds: 'card',
    slots: {
      question: '%grile:question%',
      answers,
      successfulCount: '%grile:successful-count%',
      failedCount: '%grile:failed-count%',
    },
  }
  const day = {
    exercise: {
      question: 'The suspect <b>___</b> everything.',
      answers: ['denied', 'deny', 'denies', '"has denied"'].map((text, index) => ({ id: `a${index}`, text })),
    },
    successfulCount: 3,
    failedCount: 1,
  }

  /** The answers the page's requests get; a URL left out fails. */
  function serve(bodies: Record<string, unknown>): jest.Mock {
    const fetch = jest.fn((input: RequestInfo | URL) => {
      const url = String(input)
      const body = bodies[url]
      return Promise.resolve(
        body === undefined ? new Response('', { status: 404 }) : new Response(JSON.stringify(body)),
      )
    })
    Object.assign(window, { fetch })
    return fetch
  }

  const everything = {
    [COPY_URL]: homeCopy,
    '/remotes.json': { mfe_interactive: '/remotes/mfe_interactive/mf-manifest.json' },
    [CARD_URL]: cardCopy,
    [DAY_URL]: day,
  }

  /** The home page as sent to a signed-in user's device (the landing, with the copy's address in its head). */
  function openHome(path = '/', meta = true): HTMLElement {
    window.history.replaceState({}, '', path)
    document.head.innerHTML =
      (meta ? `<meta name="grile-home-copy" content="${COPY_URL}"/>` : '') +
      '<style data-global-styles data-emotion="css-global 1">:root{}</style><style data-emotion="css 2">.css-2{}</style>'
    document.body.innerHTML = '<div id="root" data-prerendered><main><h1>Pass the admission</h1></main></div>'
    new Function(SESSION_SCRIPT)()
    new Function(SNAPSHOT_SCRIPT)()
    return document.getElementById('root')!
  }

  function signIn(profile: Record<string, unknown>) {
    localStorage.setItem(LAST_PROFILE_KEY, JSON.stringify({ id: USER, ...profile }))
    localStorage.setItem('msal.3.account.keys', JSON.stringify([`msal.3|${USER}|localhost|`]))
  }

  afterEach(() => {
    delete (window as { fetch?: unknown }).fetch
    delete (window as { __grileAppStyling?: boolean }).__grileAppStyling
  })

  it("paints the home with the day's exercise, every text escaped, inert until the app replaces it", async () => {
    serve(everything)
    signIn({
      name: '<img src=x onerror=alert(1)>Ana',
      tokens: 12,
      isCustomer: true,
      interactiveAttemptsLeftInToken: 1,
    })
    const root = openHome()
    await waitFor(() => expect(root.hasAttribute('data-page-snapshot')).toBe(true))

    expect(root.querySelector('h1')?.textContent).toBe('Hello, <img src=x onerror=alert(1)>Ana!')
    expect(root.querySelector('img')).toBeNull()
    expect(root.querySelector('header p')?.textContent).toBe('12')
    expect(root.querySelector('.question')?.textContent).toBe('The suspect <b>___</b> everything.')
    expect(root.querySelector('b')).toBeNull()
    expect([...root.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'denied',
      'deny',
      'denies',
      '"has denied"',
    ])
    expect(root.querySelector('span')?.getAttribute('aria-label')).toBe('3 correct answers today')
    // A customer with tokens is not offered Buy Tokens; one answer left is said in the singular.
    expect(root.querySelector('[data-buy-tokens]')).toBeNull()
    expect(root.querySelector('[data-attempts-left]')?.textContent).toBe(
      '1 interactive attempt left in the current token.',
    )
    expect(root.hasAttribute('inert')).toBe(true)
    expect(root.hasAttribute('data-prerendered')).toBe(false)
    // Both copies' CSS, named for Emotion to take over; the landing's own went with its markup.
    const style = document.head.querySelector('style[data-page-snapshot]')
    expect(style?.getAttribute('data-emotion')).toBe('css home card')
    expect(style?.textContent).toContain('.css-home{}.css-card{}')
    expect(document.head.querySelector('style[data-emotion="css 2"]')).toBeNull()
  })

  it('offers Buy Tokens and counts the answers left as the user home does', async () => {
    serve(everything)
    signIn({ name: 'Ana', tokens: 0, isCustomer: true, interactiveAttemptsLeftInToken: 7 })
    let root = openHome()
    await waitFor(() => expect(root.hasAttribute('data-page-snapshot')).toBe(true))
    expect(root.querySelector('[data-buy-tokens]')).not.toBeNull()
    expect(root.querySelector('[data-attempts-left]')?.textContent).toBe(
      '7 interactive attempts left in the current token.',
    )

    signIn({ name: 'Ana', tokens: 5, isCustomer: false, interactiveAttemptsLeftInToken: 0 })
    root = openHome()
    await waitFor(() => expect(root.hasAttribute('data-page-snapshot')).toBe(true))
    expect(root.querySelector('[data-buy-tokens]')).not.toBeNull()
    expect(root.querySelector('[data-attempts-left]')).toBeNull()
  })

  it('paints nothing once the app has begun to style the page, when a part cannot be had, or away from the home', async () => {
    signIn({ name: 'Ana', tokens: 5, isCustomer: true, interactiveAttemptsLeftInToken: 0 })
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

    // The app's start reached Emotion before the copy came.
    let fetch = serve(everything)
    let root = openHome()
    Object.assign(window, { [APP_STYLING]: true })
    await settle()
    expect(fetch).toHaveBeenCalledTimes(4)
    expect(root.hasAttribute('data-prerendered')).toBe(true)
    expect(root.querySelector('h1')?.textContent).toBe('Pass the admission')
    delete (window as { __grileAppStyling?: boolean }).__grileAppStyling

    // No exercise today (404), or mfe-interactive without a copy: the page as sent stays.
    for (const missing of [DAY_URL, CARD_URL]) {
      serve({ ...everything, [missing]: undefined })
      root = openHome()
      await settle()
      expect(root.hasAttribute('data-prerendered')).toBe(true)
    }

    // Another page, or a build without the copy: nothing is even asked for.
    fetch = serve(everything)
    openHome('/exams')
    openHome('/', false)
    await settle()
    expect(fetch).not.toHaveBeenCalled()
  })
})
