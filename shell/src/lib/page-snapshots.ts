import { useEffect, useRef } from 'react'
import { LAST_PAGES_KEY, useUserStore } from '@grile/shared/auth'
import { useLocation } from '@grile/shared/router'
import { GLOBAL_STYLES_ATTRIBUTE } from '@grile/shared/theme'
import { paths } from '../config/paths'
import { pagePath, SNAPSHOT_ATTRIBUTE, SNAPSHOT_PENDING_ATTRIBUTE } from './page-markers'
import { whenIdle } from './when-idle'

/**
 * Page snapshots: a signed-in student who opens a page again sees it at once, as it was last shown on this
 * device, instead of waiting for the app's scripts (decision 0037). When the page is left or hidden, the app
 * keeps a copy of what #root shows (its markup and the CSS rules it uses); the next start paints it before
 * any script has downloaded (SNAPSHOT_SCRIPT in ../prerender/page-document.ts, inline in every page), inert,
 * until the app renders the page afresh and replaces it. A page not kept gets the layout of the last one
 * kept (the user's name and tokens) with a skeleton in its place.
 */
export interface PageSnapshot {
  path: string
  /** When it was taken (ms since the epoch). */
  savedAt: number
  /** The markup of #root, without what would fetch or run anything. */
  html: string
  /** The CSS rules the markup uses (Emotion's; the global styles come with every page's HTML). */
  css: string
  /**
   * The Emotion styles those rules are, by name, space-separated: the next start hands the copy's CSS to
   * Emotion under them, so the app's first render does not compile and insert them again. Absent from copies
   * kept before it existed.
   */
  emotionIds?: string
}

/** What LAST_PAGES_KEY holds: one user's snapshots, the newest first. */
export interface StoredSnapshots {
  userId: string
  pages: PageSnapshot[]
}

/** Pages kept, and the most a page's markup and CSS may take (characters) before only its layout is kept. */
const PAGES_KEPT = 3
const MAX_PAGE_CHARS = 250_000
const SAVED_JUST_NOW_MS = 1000
/** How recent the last sight of the home must be to keep it when the user moves on from it inside the app. */
const LEFT_JUST_NOW_MS = 3000

/**
 * What would fetch, run or play again if the markup were shown as it was, and what a page marks
 * `data-snapshot-skip` because it only means something live (a lesson's reading progress).
 */
const LEFT_OUT = 'script, object, embed, video, audio, link, noscript, [data-snapshot-skip]'

/**
 * A frame is kept only when it can neither run a script nor load a page: sandboxed without scripts, its
 * document in `srcdoc` (the lesson frame, @grile/shared/ui). Any other (a payment form) is left out.
 */
function isInertFrame(frame: HTMLIFrameElement): boolean {
  const sandbox = frame.getAttribute('sandbox')
  return (
    sandbox !== null &&
    !/\ballow-scripts\b/.test(sandbox) &&
    frame.hasAttribute('srcdoc') &&
    !frame.hasAttribute('src')
  )
}

/**
 * The rules of the page's Emotion sheets that style this markup (a rule naming no Emotion class is kept), but
 * not Chakra's global styles, which come with every page's HTML; and the names of the Emotion styles whose
 * rules these are (every rule of each: a rule is kept when it names a class of the markup).
 */
function cssUsedBy(html: string, doc: Document): { css: string; emotionIds: string } {
  const used = new Set(html.match(/\bcss-[\w-]+/g) ?? [])
  const rules = new Set<string>()
  const ids = new Set<string>()
  for (const style of Array.from(
    doc.querySelectorAll<HTMLStyleElement>(`style[data-emotion]:not([${GLOBAL_STYLES_ATTRIBUTE}])`),
  )) {
    const list = style.sheet?.cssRules
    if (!list) continue
    for (const rule of Array.from(list)) {
      const names = (rule.cssText.match(/\.css-[\w-]+/g) ?? []).map((name) => name.slice(1))
      const ofMarkup = names.filter((name) => used.has(name))
      if (names.length && !ofMarkup.length) continue
      rules.add(rule.cssText)
      // Emotion's class for a style is `css-` and the style's name, the key of what its cache has inserted.
      for (const name of ofMarkup) ids.add(name.slice('css-'.length))
    }
  }
  return { css: [...rules].join(''), emotionIds: [...ids].join(' ') }
}

/**
 * The page's cascade-layer order (Chakra's `@layer reset, base, tokens, recipes;`), put first in the copy's
 * CSS. A layer's place is where it is first named. Until our patches of Emotion (decision 0050), the app's
 * start moved the global styles, which name the layers, after the copy's <style>, and without this the copy's
 * first rule decided the order (the recipes below the reset, a page that shifts as it loads); the statement
 * keeps the copy right wherever its <style> stands.
 */
function layerOrder(doc: Document): string {
  const statements: string[] = []
  for (const style of Array.from(
    doc.querySelectorAll<HTMLStyleElement>(`style[${GLOBAL_STYLES_ATTRIBUTE}]`),
  )) {
    // From the text the page was sent with: the global styles are never written at run time.
    statements.push(...(style.textContent?.match(/@layer [\w\s,-]+;/g) ?? []))
  }
  return statements.join('')
}

function markupOf(root: HTMLElement, withContent: boolean): string {
  const copy = root.cloneNode(true) as HTMLElement
  for (const element of Array.from(copy.querySelectorAll(LEFT_OUT))) element.remove()
  for (const frame of Array.from(copy.querySelectorAll('iframe'))) if (!isInertFrame(frame)) frame.remove()
  const main = copy.querySelector('main')
  if (!withContent && main) {
    main.replaceChildren()
    main.setAttribute(SNAPSHOT_PENDING_ATTRIBUTE, '')
  }
  return copy.innerHTML
}

/** A copy of what #root shows now; only its layout (a skeleton for the page) when too large to keep whole. */
export function takeSnapshot(root: HTMLElement, path: string, now: number): PageSnapshot {
  const doc = root.ownerDocument
  let html = markupOf(root, true)
  let used = cssUsedBy(html, doc)
  if (html.length + used.css.length > MAX_PAGE_CHARS) {
    html = markupOf(root, false)
    used = cssUsedBy(html, doc)
  }
  return {
    path: pagePath(path),
    savedAt: now,
    html,
    css: layerOrder(doc) + used.css,
    emotionIds: used.emotionIds,
  }
}

/** The stored copies as text, or null when there are none or storage is unavailable. */
function storedText(): string | null {
  try {
    return localStorage.getItem(LAST_PAGES_KEY)
  } catch {
    return null
  }
}

function readSnapshots(userId: string, text = storedText()): PageSnapshot[] {
  try {
    const stored = JSON.parse(text ?? 'null') as StoredSnapshots | null
    return stored?.userId === userId && Array.isArray(stored.pages) ? stored.pages : []
  } catch {
    return []
  }
}

function writeSnapshots(userId: string, pages: PageSnapshot[]): void {
  while (pages.length > 0) {
    try {
      localStorage.setItem(LAST_PAGES_KEY, JSON.stringify({ userId, pages } satisfies StoredSnapshots))
      return
    } catch {
      pages.pop()
    }
  }
  try {
    localStorage.removeItem(LAST_PAGES_KEY)
  } catch {
    // Storage unavailable: there is nothing to show next time anyway.
  }
}

/** Keeps this snapshot first, the user's other pages after it; the oldest go when storage is full. */
export function rememberSnapshot(userId: string, snapshot: PageSnapshot): void {
  writeSnapshots(
    userId,
    [snapshot, ...readSnapshots(userId).filter((page) => page.path !== snapshot.path)].slice(0, PAGES_KEPT),
  )
}

/**
 * Forgets the copy of a page (when the user has moved on from it inside the app). This runs at every move
 * inside the app, and the stored copies can be most of a megabyte of JSON: the text is searched for the
 * page's path first, and parsed only when it holds it (a path is stored as `"path":"/exams"`, which the
 * pages' escaped markup cannot contain).
 */
export function forgetSnapshot(userId: string, path: string): void {
  const left = pagePath(path)
  const text = storedText()
  if (!text?.includes(`"path":${JSON.stringify(left)}`)) return
  const pages = readSnapshots(userId, text)
  const kept = pages.filter((page) => page.path !== left)
  if (kept.length !== pages.length) writeSnapshots(userId, kept)
}

/**
 * While this user is signed in, a snapshot of the page is kept each time it is left or hidden (a reload, a
 * closed tab, another app on a phone). Returns the function that stops it.
 */
function keepPageSnapshots(userId: string): () => void {
  let lastSaved = 0
  const save = () => {
    const root = document.getElementById('root')
    // A reload fires both events, one right after the other: one copy is enough.
    if (!root || root.hasAttribute(SNAPSHOT_ATTRIBUTE) || Date.now() - lastSaved < SAVED_JUST_NOW_MS) return
    lastSaved = Date.now()
    rememberSnapshot(userId, takeSnapshot(root, window.location.pathname, lastSaved))
  }
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') save()
  }
  window.addEventListener('pagehide', save)
  document.addEventListener('visibilitychange', onVisibilityChange)
  return () => {
    window.removeEventListener('pagehide', save)
    document.removeEventListener('visibilitychange', onVisibilityChange)
  }
}

/**
 * The home as the user sees it, copied (in memory) at each tap on it: the tap that leaves it is the last one.
 * Copying #root's elements takes about a millisecond on the home; serialising them waits until it is kept.
 */
function useHomeAsLastTapped(active: boolean) {
  const lastSeen = useRef<{ markup: HTMLElement; at: number } | undefined>(undefined)
  useEffect(() => {
    if (!active) return
    const onTap = () => {
      const root = document.getElementById('root')
      if (root && !root.hasAttribute(SNAPSHOT_ATTRIBUTE))
        lastSeen.current = { markup: root.cloneNode(true) as HTMLElement, at: Date.now() }
    }
    document.addEventListener('click', onTap, true)
    return () => document.removeEventListener('click', onTap, true)
  }, [active])
  return lastSeen
}

/**
 * The app's side of page snapshots, for a signed-in user: the page is kept whenever the app is left on it.
 * A page the user moves on from inside the app is forgotten, since what was kept of it is older than what
 * they saw last (an exam attempt since submitted, a list since changed); the home is kept as they saw it last
 * instead (the copy taken at the tap that left it, written once the browser is idle): it is where a signed-in
 * student comes back to, and without a copy it opens on the layout and a skeleton (4.8 s to its largest paint
 * on the mobile profile, against under 1 s with one). A page therefore opens as the app was left on it, the
 * home as last seen, or with the layout and a skeleton.
 */
export function useKeptPages(userId: string | undefined): void {
  const { pathname } = useLocation()
  const previousPath = useRef(pathname)
  const homeAsLastTapped = useHomeAsLastTapped(Boolean(userId) && pagePath(pathname) === paths.home)
  useEffect(() => (userId ? keepPageSnapshots(userId) : undefined), [userId])
  useEffect(() => {
    const left = previousPath.current
    previousPath.current = pathname
    if (!userId || left === pathname) return
    const home = pagePath(left) === paths.home ? homeAsLastTapped.current : undefined
    homeAsLastTapped.current = undefined
    if (home && Date.now() - home.at < LEFT_JUST_NOW_MS) {
      // Not cancelled by the next move: once the browser is idle, kept if the same user is still signed in.
      whenIdle(() => {
        if (useUserStore.getState().user?.id === userId)
          rememberSnapshot(userId, takeSnapshot(home.markup, paths.home, home.at))
      })
      return
    }
    // After the new page has painted: forgetting reads and writes storage.
    const timer = setTimeout(() => forgetSnapshot(userId, left), 0)
    return () => clearTimeout(timer)
  }, [pathname, userId, homeAsLastTapped])
}

/**
 * Once the app has rendered the page, the snapshot it replaced leaves no trace: #root answers again. The copy's
 * CSS stays when Emotion took it over (`emotionIds`): the page's styles are among its rules, which Emotion
 * counts as inserted.
 */
export function endPageSnapshot(): void {
  const root = document.getElementById('root')
  if (root?.hasAttribute(SNAPSHOT_ATTRIBUTE)) {
    for (const name of [SNAPSHOT_ATTRIBUTE, 'inert', 'aria-busy']) root.removeAttribute(name)
  }
  document.head.querySelector(`style[${SNAPSHOT_ATTRIBUTE}]:not([data-emotion])`)?.remove()
}
