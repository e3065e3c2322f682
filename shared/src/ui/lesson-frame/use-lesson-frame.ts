import { useEffect, useState, type RefObject } from 'react'
import { INVERTED_CLASS, LESSON_FRAME_EXTRA_HEIGHT_PX } from './lesson-document'
import { LESSON_CLASS } from './lesson-stylesheet'
import { fitLessonTables } from './lesson-tables'

/** Room left above an in-lesson anchor, as for the page's own anchors (docs/pages.md#scrolling). */
const ANCHOR_OFFSET_PX = 65

const EXTERNAL_SCHEMES = ['http:', 'https:', 'mailto:']

/**
 * The frame runs no script, so its links are followed from here: external ones open in a new tab
 * (the sandbox allows no popups), in-lesson anchors scroll the page, anything else does nothing.
 */
function followLink(frame: HTMLIFrameElement, event: MouseEvent): void {
  // The target belongs to the frame's realm, where `instanceof Element` (this page's Element) fails.
  const target = event.target as Partial<Element> | null
  const link = target?.closest?.('a[href]')
  if (!link) return
  event.preventDefault()
  const href = link.getAttribute('href') ?? ''
  if (href.startsWith('#')) {
    const anchor = frame.contentDocument?.getElementById(decodeURIComponent(href.slice(1)))
    if (!anchor) return
    const top = frame.getBoundingClientRect().top + anchor.getBoundingClientRect().top + window.scrollY
    window.scrollTo({ top: Math.max(0, top - ANCHOR_OFFSET_PX), left: 0 })
    return
  }
  try {
    const url = new URL(href, document.baseURI)
    if (EXTERNAL_SCHEMES.includes(url.protocol)) window.open(url.href, '_blank', 'noopener,noreferrer')
  } catch {
    // Not a URL: nothing to follow.
  }
}

/**
 * Wires the sandboxed lesson frame from the page: its height follows its content (plus 75 px), a table too
 * wide for it becomes cards, its images are turned back when the dark theme inverts it, and its links work.
 * Returns the height.
 */
export function useLessonFrame(
  frameRef: RefObject<HTMLIFrameElement | null>,
  inverted: boolean,
): number | undefined {
  const [height, setHeight] = useState<number>()
  const [loadedDocument, setLoadedDocument] = useState<Document | null>(null)

  useEffect(() => {
    const frame = frameRef.current
    if (!frame) return
    const onLoad = () => setLoadedDocument(frame.contentDocument)
    frame.addEventListener('load', onLoad)
    // The lesson may have loaded before this effect ran (before that, the frame holds about:blank).
    if (
      frame.contentDocument?.readyState === 'complete' &&
      frame.contentDocument.body?.classList.contains(LESSON_CLASS)
    ) {
      onLoad()
    }
    return () => frame.removeEventListener('load', onLoad)
  }, [frameRef])

  useEffect(() => {
    const frame = frameRef.current
    const root = loadedDocument?.documentElement
    if (!frame || !loadedDocument || !root) return
    // Tables are fitted to the frame's width before its height is taken, and again when the width changes.
    fitLessonTables(loadedDocument)
    let fittedWidth = root.clientWidth
    let refit = 0
    // The root's own height is its content's (scrollHeight would grow with the frame itself).
    const measure = () =>
      setHeight(Math.ceil(root.getBoundingClientRect().height) + LESSON_FRAME_EXTRA_HEIGHT_PX)
    const observer = new ResizeObserver(() => {
      measure()
      // Refitting here would change the observed root's height inside its own observer, which the browser
      // reports as a loop; in the next frame it is an ordinary change, observed and measured like any other.
      if (root.clientWidth === fittedWidth || refit) return
      refit = requestAnimationFrame(() => {
        refit = 0
        fittedWidth = root.clientWidth
        fitLessonTables(loadedDocument)
      })
    })
    observer.observe(root)
    measure()
    const onClick = (event: MouseEvent) => followLink(frame, event)
    loadedDocument.addEventListener('click', onClick)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(refit)
      loadedDocument.removeEventListener('click', onClick)
    }
  }, [frameRef, loadedDocument])

  useEffect(() => {
    loadedDocument?.documentElement.classList.toggle(INVERTED_CLASS, inverted)
  }, [loadedDocument, inverted])

  return height
}
