import { controlsKnownAs, SNAPSHOT_TAP, type KeptTap } from './page-markers'

/**
 * Taps on a page snapshot: the copy of the user's last view is inert until the app has rendered the page again
 * (decision 0037), so a link or button tapped on it does nothing at that moment. The snapshot script keeps the
 * last one tapped (by `controlKey` and its place among the controls with that key) and marks it; once the app
 * has rendered the page, the same control is pressed, as if the tap had come then (decision 0055). A button
 * pressed on the page as sent, when the app renders the page afresh, is kept the same way (`keepTap`).
 */

/** How long the page may take to show the tapped control once the app has started; later, the tap is dropped. */
const REPLAY_WAIT_MS = 5000

/** The control of `root` a tap on the copy stands for, if the page shows it. */
function controlFor(root: ParentNode, tap: KeptTap): HTMLElement | undefined {
  return controlsKnownAs(root, tap.key)[tap.nth]
}

/**
 * Once the app has rendered the page in place of the copy: presses the control tapped on the copy as soon as
 * the page shows it (a page's own part can come a moment after the layout). Dropped when the page has not
 * shown it within `waitMs`, or when the user presses something on the page first: their new tap wins.
 */
export function replaySnapshotTap(root: HTMLElement, waitMs = REPLAY_WAIT_MS): void {
  const tap = window[SNAPSHOT_TAP]
  delete window[SNAPSHOT_TAP]
  if (!tap) return
  const observer = new MutationObserver(() => pressWhenShown())
  const timer = window.setTimeout(() => stop(), waitMs)
  const stop = () => {
    observer.disconnect()
    window.clearTimeout(timer)
    document.removeEventListener('pointerdown', stop, true)
    document.removeEventListener('keydown', stop, true)
  }
  const pressWhenShown = () => {
    const control = controlFor(root, tap)
    if (!control) return
    stop()
    control.click()
  }
  document.addEventListener('pointerdown', stop, true)
  document.addEventListener('keydown', stop, true)
  observer.observe(root, { childList: true, subtree: true })
  pressWhenShown()
}
