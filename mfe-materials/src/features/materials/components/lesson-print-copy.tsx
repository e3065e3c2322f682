import { useEffect, useRef } from 'react'
import { Box } from '@grile/shared/chakra'
import { LESSON_CLASS, LESSON_STYLESHEET } from '@grile/shared/ui'
import { lessonPrintCopy } from '../lib/lesson-print-copy'

/**
 * The lesson as it prints: a frame prints as one box cut at the page edge, so paper gets this copy
 * instead, rebuilt from the allowlist in a shadow root (away from the page's CSS reset). Hidden on screen.
 */
export function LessonPrintCopy({ html }: { html: string }) {
  const hostRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const host = hostRef.current
    if (!host) return
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
    const style = document.createElement('style')
    style.textContent = LESSON_STYLESHEET
    const lesson = document.createElement('div')
    lesson.className = LESSON_CLASS
    lesson.appendChild(lessonPrintCopy(html))
    root.replaceChildren(style, lesson)
  }, [html])

  return (
    <Box
      ref={hostRef}
      display="none"
      css={{ '@media print': { display: 'block' } }}
      data-testid="lesson-print-copy"
    />
  )
}
