/**
 * Style props for a landing section below the first screen: the browser lays it out and paints it only when it
 * comes near the window (`content-visibility: auto`). On a phone the landing's drawings and lists took a third
 * of its main-thread work before the first scroll, for sections nobody had seen yet. Until it is first
 * painted, a section holds the estimated height given here (measured, on a phone and from the `md` width up);
 * after, the height it really had (`auto`). The text stays in the page for search, find-in-page and anchors.
 * Like any paint containment it clips what overflows the section: the clip margin keeps the focus ring of a
 * button or an image at the section's edge whole.
 */
export function paintedWhenNear(phoneHeight: number, wideHeight: number) {
  return {
    contentVisibility: 'auto',
    overflowClipMargin: '8px',
    containIntrinsicSize: { base: `auto ${phoneHeight}px`, md: `auto ${wideHeight}px` },
  } as const
}
