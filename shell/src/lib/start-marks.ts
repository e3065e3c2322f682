import { useEffect, useLayoutEffect } from 'react'
import { SIGNED_IN_ATTRIBUTE } from './page-markers'
import { endPageSnapshot } from './page-snapshots'
import { replaySnapshotTap } from './snapshot-taps'

/**
 * The marks of the page's start, ended by the app's first render (the root calls this once):
 * - the pre-paint marker of a resuming session has done its work: the skeleton's CSS, which hid the visitor's
 *   markup until then, must not hide the user's page;
 * - the copy of the user's last view, painted before the scripts came, has been replaced (`endPageSnapshot`).
 * Both before the browser styles what that render committed: ending the copy (`inert` and the loading pointer
 * off #root) restyles every element of the page, so it shares the render's style recalculation instead of
 * taking one of its own (116 ms of an exam attempt's start at 4× in DevTools traces).
 * Then `data-app-started`: the page answers every control (the public pages are HTML before this); journeys
 * wait for it. A link or button tapped on the copy is pressed once the page shows it (`replaySnapshotTap`).
 */
export function useStartMarksEnded(): void {
  useLayoutEffect(() => {
    document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE)
    endPageSnapshot()
  }, [])
  useEffect(() => {
    document.documentElement.setAttribute('data-app-started', '')
    const root = document.getElementById('root')
    if (root) replaySnapshotTap(root)
  }, [])
}
