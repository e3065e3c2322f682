import {
  composeIndexDocument,
  composePageDocument,
  loaderScript,
  SESSION_SCRIPT,
  SNAPSHOT_SCRIPT,
  splitHoistedHead,
  startScripts,
} from '../page-document'
import { LAST_PAGES_KEY, LAST_PROFILE_KEY } from '@grile/shared/auth'
import { GLOBAL_STYLES_ATTRIBUTE } from '@grile/shared/theme'
import { earlyFetchScript, START_EARLY_FETCHES } from '@grile/shared/api'
import { publicPages, notFoundPage } from '../../config/public-pages'

// The shape of the shell's built index.html (html-webpack-plugin, minified, with the start chunks preloaded).
const template =
  '<!doctype html><html lang="en" class="dark"><head><meta charset="utf-8"/><meta name="description" content="x"/>' +
  '<meta name="robots" content="noindex"/><title>Grile</title><script>theme()</script>' +
  '<link rel="preload" as="script" href="/main.js" fetchpriority="high"><link rel="preload" as="script" href="/57.abc.js"></head>' +
  '<body><div id="root"><div id="splash" role="status"><div class="brand">Grile</div><div class="bar"></div></div></div>' +
  '<script defer="defer" fetchpriority="high" src="/main.js"></script></body></html>'

const landing = publicPages[0]!
const rendered = {
  body: '<link rel="preload" as="image" href="/assets/hero.svg"/><title>Grile</title><div class="page"><h1>Pass</h1></div>',
  styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
}

/**
 * The script preloads the loader adds once it has started, grouped by the task that added them (a mutation
 * observer is called once per task): each of the loader's tasks runs before the one this waits for.
 */
async function preloadsByTask(): Promise<string[][]> {
  const tasks: string[][] = []
  const observer = new MutationObserver((records) => {
    const preloads = records
      .flatMap((record) => [...record.addedNodes])
      .filter((node): node is HTMLLinkElement => node instanceof HTMLLinkElement && node.rel === 'preload')
    if (preloads.length) tasks.push(preloads.map((link) => link.getAttribute('href') ?? ''))
  })
  observer.observe(document.head, { childList: true })
  await new Promise((resolve) => setTimeout(resolve, 0))
  observer.disconnect()
  return tasks
}

describe('a prerendered page', () => {
  it('moves what React hoists to the head, keeping the title for the page head', () => {
    expect(splitHoistedHead(rendered.body)).toEqual({
      head: '<link rel="preload" as="image" href="/assets/hero.svg"/>',
      markup: '<div class="page"><h1>Pass</h1></div>',
    })
  })

  it('holds the rendered markup, its CSS and its own head, and no script that blocks the paint', () => {
    const html = composePageDocument(template, rendered, landing, { indexable: true })
    // The snapshot script right after #root: a signed-in user's last view replaces it before the first paint.
    expect(html).toContain(
      `<div id="root" data-prerendered><div class="page"><h1>Pass</h1></div></div><script>${SNAPSHOT_SCRIPT}</script>`,
    )
    expect(html).not.toContain('id="splash"')
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain(`<title>${landing.title}</title>`)
    expect(html).toContain('<link rel="canonical" href="%GRILE_ORIGIN%/"/>')
    expect(html).not.toContain('noindex')
    expect(html).toContain(rendered.styles)
    expect(html).not.toMatch(/<script[^>]*src=/)
    expect(html).not.toContain('rel="preload" as="script"')
    // The loader in the head: a signed-in session's scripts start before the page's images. The files the
    // app reads first are requested with the scripts, not before the first paint.
    expect(html).toContain(
      `<script>${SESSION_SCRIPT}</script><script>${earlyFetchScript({ now: false })}</script><script>${loaderScript(['/main.js', '/57.abc.js'])}</script>`,
    )
    expect(earlyFetchScript({ now: false })).not.toContain(`window.${START_EARLY_FETCHES}()`)
    expect(loaderScript(['/main.js'])).toContain(`w.${START_EARLY_FETCHES}()`)
  })

  it('keeps the not-found page out of search engines', () => {
    const html = composePageDocument(template, rendered, notFoundPage, { indexable: false })
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).not.toContain('rel="canonical"')
  })

  it('starts main.js first, then preloads the start chunks index.html preloads', () => {
    expect(startScripts(template)).toEqual(['/main.js', '/57.abc.js'])
  })

  it('for a signed-in session, requests main.js at high priority and the start chunks in the order they run', async () => {
    document.documentElement.setAttribute('data-signed-in', '')
    try {
      new Function(loaderScript(['/main.js', '/1.js', '/2.js']))()
      // A script added by a script is otherwise low priority: index.html raises it the same way.
      expect(document.head.querySelector('script[src="/main.js"]')?.getAttribute('fetchpriority')).toBe(
        'high',
      )
      expect(await preloadsByTask()).toEqual([['/1.js'], ['/2.js']])
    } finally {
      document.documentElement.removeAttribute('data-signed-in')
      document.head.replaceChildren()
    }
  })

  it('for a signed-in session, downloads three start chunks at a time, the next one as one arrives', async () => {
    document.documentElement.setAttribute('data-signed-in', '')
    try {
      new Function(loaderScript(['/main.js', '/1.js', '/2.js', '/3.js', '/4.js', '/5.js']))()
      expect(await preloadsByTask()).toEqual([['/1.js'], ['/2.js'], ['/3.js']])
      const preloaded = (href: string) =>
        document.head.querySelector<HTMLLinkElement>(`link[rel="preload"][href="${href}"]`)
      preloaded('/2.js')?.dispatchEvent(new Event('load'))
      expect(await preloadsByTask()).toEqual([['/4.js']])
      // A chunk that failed frees its place too: the app's own request for it tells the failure.
      preloaded('/1.js')?.dispatchEvent(new Event('error'))
      expect(await preloadsByTask()).toEqual([['/5.js']])
    } finally {
      document.documentElement.removeAttribute('data-signed-in')
      document.head.replaceChildren()
    }
  })

  it('for a signed-in session with a page kept on this device, paints that page first, then requests the scripts', async () => {
    document.documentElement.setAttribute('data-signed-in', '')
    localStorage.setItem(LAST_PAGES_KEY, '{}')
    try {
      new Function(loaderScript(['/main.js', '/1.js', '/2.js']))()
      expect(document.head.querySelector('script[src="/main.js"]')).toBeNull()
      document.body.click() // as the first paint does
      expect(document.head.querySelector('script[src="/main.js"]')?.getAttribute('fetchpriority')).toBe(
        'high',
      )
      expect(await preloadsByTask()).toEqual([['/1.js'], ['/2.js']])
    } finally {
      document.documentElement.removeAttribute('data-signed-in')
      localStorage.clear()
      document.head.replaceChildren()
    }
  })

  it('for a visitor, requests the start chunks last-needed first, all at once, main.js at its usual priority', async () => {
    try {
      new Function(loaderScript(['/main.js', '/1.js', '/2.js', '/3.js', '/4.js']))()
      document.body.click() // a tap starts the app at once
      expect(document.head.querySelector('script[src="/main.js"]')?.hasAttribute('fetchpriority')).toBe(false)
      expect(await preloadsByTask()).toEqual([['/4.js'], ['/3.js'], ['/2.js'], ['/1.js']])
    } finally {
      document.head.replaceChildren()
    }
  })
})

describe("the signed-in routes' page (index.html)", () => {
  it('starts its scripts through the loader, with the session, the first files, the global styles and the snapshot', () => {
    const globalStyles = '<style data-global-styles>:root{}</style>'
    const html = composeIndexDocument(template, globalStyles)
    expect(html).not.toMatch(/<script[^>]*src=/)
    expect(html).not.toContain('rel="preload" as="script"')
    expect(html).toContain(
      `<script>${SESSION_SCRIPT}</script><script>${earlyFetchScript({ now: true })}</script><script>${loaderScript(['/main.js', '/57.abc.js'])}</script>${globalStyles}</head>`,
    )
    expect(html).toContain(
      `<div id="root"><div id="splash" role="status"><div class="brand">Grile</div><div class="bar"></div></div></div><script>${SNAPSHOT_SCRIPT}</script></body>`,
    )
    expect(() => startScripts(html)).toThrow(/composed already/)
  })
})

describe('the inline scripts', () => {
  it("read the keys @grile/shared/auth writes the last profile and the last pages under, and know Chakra's global styles", () => {
    expect(SESSION_SCRIPT).toContain(`'${LAST_PROFILE_KEY}'`)
    expect(SNAPSHOT_SCRIPT).toContain(`'${LAST_PROFILE_KEY}'`)
    expect(SNAPSHOT_SCRIPT).toContain(`'${LAST_PAGES_KEY}'`)
    expect(SNAPSHOT_SCRIPT).toContain(`:not([${GLOBAL_STYLES_ATTRIBUTE}])`)
  })

  it("take the sign-in settings' and the remotes' early responses where @grile/shared/api's script leaves them", () => {
    Object.assign(window, { fetch: jest.fn(() => new Promise(() => undefined)) })
    new Function(earlyFetchScript({ now: true }))()
    const [name] = Object.keys(window).filter((key) => key.startsWith('__grileEarlyFetches'))
    expect(name).toBeDefined()
    expect(SNAPSHOT_SCRIPT).toContain(`w.${name}['/remotes.json']`)
    delete (window as { fetch?: unknown }).fetch
  })
})

describe('the session script', () => {
  const run = () => new Function(SESSION_SCRIPT)()
  beforeEach(() => {
    localStorage.clear()
    document.documentElement.removeAttribute('data-signed-in')
  })

  it("marks the document signed in only when the last profile's account is in MSAL's cache", () => {
    localStorage.setItem('grile.last-profile', JSON.stringify({ id: 'user-1' }))
    run()
    expect(document.documentElement.hasAttribute('data-signed-in')).toBe(false)
    localStorage.setItem('msal.3.account.keys', JSON.stringify(['msal.3|user-2|localhost|']))
    run()
    expect(document.documentElement.hasAttribute('data-signed-in')).toBe(false)
    localStorage.setItem('msal.3.account.keys', JSON.stringify(['msal.3|user-1|localhost|']))
    run()
    expect(document.documentElement.hasAttribute('data-signed-in')).toBe(true)
  })
})
