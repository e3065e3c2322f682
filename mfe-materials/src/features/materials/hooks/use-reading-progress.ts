import { useEffect, useState, type RefObject } from 'react'

/**
 * How much of an element the reader has scrolled into view, from 0 (its top is below the window) to
 * 1 (its bottom has come into view).
 */
export function useReadingProgress(elementRef: RefObject<HTMLElement | null>): number {
  const [progress, setProgress] = useState(0)

  useEffect(() => {
    const element = elementRef.current
    if (!element) return
    let frame = 0
    const update = () => {
      frame = 0
      const { top, height } = element.getBoundingClientRect()
      const seen = height > 0 ? (window.innerHeight - top) / height : 0
      setProgress(Math.min(1, Math.max(0, seen)))
    }
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    const observer = new ResizeObserver(schedule)
    observer.observe(element)
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      observer.disconnect()
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [elementRef])

  return progress
}
