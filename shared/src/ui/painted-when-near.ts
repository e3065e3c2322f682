/**
 * Style props for a part of a long page below the first screen (the landing's sections, decision 0039; an exam
 * attempt's cards, 0052): the browser lays it out and paints it only when it comes near the window
 * (`content-visibility: auto`). On the landing, laying out and painting the sections nobody had seen yet took
 * up to 110 ms of this machine's main thread before the first scroll. Never on the first screen: the browser
 * paints such a part at its estimated height first, and what is under it would move.
 * Until it is first painted, the part holds the estimated height given here (measured, on a phone and from
 * the `md` width up); after, the height it really had (`auto`). The text stays in the page for search,
 * find-in-page and anchors. Like any paint containment it clips what overflows the part: the clip margin
 * keeps the focus ring of a button or an image at its edge whole.
 */
export function paintedWhenNear(phoneHeight: number, wideHeight: number) {
  return {
    contentVisibility: 'auto',
    overflowClipMargin: '8px',
    containIntrinsicSize: { base: `auto ${phoneHeight}px`, md: `auto ${wideHeight}px` },
  } as const
}
