import { useEffect } from 'react'
import { useLocation } from '@grile/shared/router'

/** Room left above an anchor so the sticky top bar does not cover it (docs/pages.md#scrolling). */
export const ANCHOR_OFFSET_PX = 65

/** How long to wait for an anchor that a lazily loaded page renders late. */
const ANCHOR_WAIT_MS = 3_000

/** Scrolls so that the element with this id sits 65 px below the top; false when it is not there. */
export function scrollToAnchor(id: string): boolean {
  const target = document.getElementById(id)
  if (!target) return false
  const top = target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX
  window.scrollTo({ top: Math.max(0, top), left: 0 })
  return true
}

/**
 * The address the page was loaded at, until the app has rendered another. The browser positioned that page
 * itself (at the top, or at an anchor the HTML holds), and the reader may have scrolled it before the app
 * took it over: moving it then would throw them back to the top.
 */
let loadedAddress: string | undefined =
  typeof window === 'undefined' ? undefined : `${window.location.pathname}${window.location.hash}`

/**
 * On every navigation: to the top of the page, or to the anchor in the URL. Not for the page as loaded,
 * unless its anchor is one the app renders later.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation()

  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''))
    const asLoaded = `${pathname}${hash}` === loadedAddress
    if (!asLoaded) loadedAddress = undefined
    if (!id) {
      if (!asLoaded) window.scrollTo({ top: 0, left: 0 })
      return
    }
    if (asLoaded && document.getElementById(id)) return
    if (scrollToAnchor(id)) return
    const observer = new MutationObserver(() => {
      if (scrollToAnchor(id)) observer.disconnect()
    })
    observer.observe(document.body, { childList: true, subtree: true })
    const timeout = window.setTimeout(() => observer.disconnect(), ANCHOR_WAIT_MS)
    return () => {
      observer.disconnect()
      window.clearTimeout(timeout)
    }
  }, [pathname, hash])

  return null
}
