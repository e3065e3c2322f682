/**
 * Style props for a landing section below the first screen: the browser lays it out and paints it only when it
 * comes near the window (`content-visibility: auto`). Laying out and painting the sections nobody had seen
 * yet (their drawings above all) took up to 110 ms of this machine's main thread before the first scroll.
 * Until it is first painted, a section holds the estimated height given here (measured, on a phone and from
 * the `md` width up); after, the height it really had (`auto`). The text stays in the page for search,
 * find-in-page and anchors. Like any paint containment it clips what overflows the section: the clip margin
 * keeps the focus ring of a button or an image at the section's edge whole.
 */
export function paintedWhenNear(phoneHeight: number, wideHeight: number) {
  return {
    contentVisibility: 'auto',
    overflowClipMargin: '8px',
    containIntrinsicSize: { base: `auto ${phoneHeight}px`, md: `auto ${wideHeight}px` },
  } as const
}
