/**
 * The names the page's HTML and the app agree on: attributes, globals, a page's path, what a control is known
 * by. Kept apart from page-document.ts, which builds that HTML at build time with the API client's early-fetch
 * script: the start imports this module first, and the API client (with the contract's schemas and zod) must
 * not come with it.
 */

/** Set on <html> before the first paint when this browser has a signed-in session to resume. */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in'
/**
 * Set on window by the start just before Emotion loads (Emotion takes over the styles on the page as it
 * starts): from then on, a copy of the user home that arrives late is not painted (decision 0067). A global,
 * not an attribute: the page's styles do not change for it.
 */
export const APP_STYLING = '__grileAppStyling'
/** The user home's copy for a device that kept no page (decision 0067): its URL, in the home page's head. */
export const HOME_COPY_META = 'grile-home-copy'
/** Set on #root when its content came from the build-time render (the app then hydrates it). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered'

/** A page's path as the start and the page snapshots know it: without a trailing slash (the snapshot script's rule too). */
export function pagePath(pathname: string): string {
  return pathname.replace(/(.)\/+$/, '$1')
}

/** On #root while it shows a page snapshot (with `inert` and `aria-busy`), and on the snapshot's <style>. */
export const SNAPSHOT_ATTRIBUTE = 'data-page-snapshot'
/** On the snapshot's <main> when it stands for another page: a skeleton is drawn in it. */
export const SNAPSHOT_PENDING_ATTRIBUTE = 'data-snapshot-pending'
/** How long a page's own content is shown again; older, only its layout is. */
export const SNAPSHOT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

/** Where the loader keeps the buttons pressed before the app took the page over, for the app to press again. */
export const EARLY_CLICKS = '__grileEarlyClicks'

/** Where the snapshot script keeps the control last tapped on the copy, for the app to press once it has rendered it. */
export const SNAPSHOT_TAP = '__grileSnapshotTap'
/** On the control of the copy that was tapped: marked, so the tap shows it was taken. */
export const SNAPSHOT_TAPPED_ATTRIBUTE = 'data-snapshot-tapped'
/** The controls a tap on the copy is kept for: links and buttons that can be pressed (a form's fields are not). */
export const SNAPSHOT_TAPPABLE = 'a[href],button:not(:disabled)'

/** A tap kept for the app to press once it has rendered the page (shell/src/lib/snapshot-taps.ts). */
export interface KeptTap {
  key: string
  /** Its place among the page's controls with the same key (0 for the first). */
  nth: number
}

declare global {
  interface Window {
    [SNAPSHOT_TAP]?: KeptTap
  }
}

/**
 * What a control is known by, on the copy or the page as sent and on the page the app renders: its kind,
 * where it leads, its name. The snapshot script computes the same (CONTROL_KEY in page-document.ts; a test
 * holds them equal).
 */
export function controlKey(element: Element): string {
  const name = (element.getAttribute('aria-label') || element.textContent || '').replace(/\s+/g, ' ').trim()
  return `${element.tagName} ${element.getAttribute('href') || ''} ${name}`
}

/**
 * A button pressed on the page as sent, before the app ran, when the app renders the page afresh instead of
 * taking it over (a signed-in session with no copy kept: the prerendered header beside a skeleton): kept as a
 * tap on the copy is, to be pressed on the page the app renders. Here, not in snapshot-taps.ts, because the
 * bootstrap calls it and imports nothing else statically.
 */
export function keepTap(control: Element, root: ParentNode): void {
  const key = controlKey(control)
  const nth = controlsKnownAs(root, key).indexOf(control as HTMLElement)
  if (nth >= 0) window[SNAPSHOT_TAP] = { key, nth }
}

/** The controls of `root` a tap can be kept for that are known by `key`, in the page's order. */
export function controlsKnownAs(root: ParentNode, key: string): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(SNAPSHOT_TAPPABLE)].filter(
    (control) => controlKey(control) === key,
  )
}
