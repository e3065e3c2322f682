import { useEffect, useMemo, useRef } from 'react'
import { chakra } from '@grile/shared/chakra'
import { useColorMode } from '@grile/shared/theme'
import { useLessonFrame } from './use-lesson-frame'
import { lessonDocument } from './lesson-document'

/**
 * In the dark theme the light lesson is inverted (hues turned back, so blue stays blue)
 * (docs/product-rules.md#lesson-content).
 */
const DARK_THEME_FILTER = 'invert(1) hue-rotate(180deg)'

/**
 * The lesson in a sandboxed frame (docs/product-rules.md#lesson-content), shared so the admin's content
 * preview is the very frame students read in. The sandbox grants no scripts; it keeps the frame
 * same-origin only so this page can read its height and follow its links.
 */
export function LessonFrame({
  title,
  html,
  onPlaced,
}: {
  title: string
  html: string
  onPlaced?: () => void
}) {
  const frameRef = useRef<HTMLIFrameElement>(null)
  const { colorMode } = useColorMode()
  const dark = colorMode === 'dark'
  const height = useLessonFrame(frameRef, dark)
  const srcDoc = useMemo(() => lessonDocument(html), [html])
  // Once the frame has the lesson's height, what follows it on the page stays where it is.
  const measured = height !== undefined
  useEffect(() => {
    if (measured) onPlaced?.()
  }, [measured, onPlaced])

  return (
    <chakra.iframe
      ref={frameRef}
      title={`Lesson: ${title}`}
      sandbox="allow-same-origin"
      srcDoc={srcDoc}
      display="block"
      w="100%"
      minH={height === undefined ? '320px' : undefined}
      border="0"
      style={{
        height: height === undefined ? undefined : `${height}px`,
        // The same colour scheme as the frame's document keeps the frame transparent: the page shows through.
        colorScheme: 'light',
        filter: dark ? DARK_THEME_FILTER : 'none',
      }}
      data-testid="lesson-frame"
      data-print-hidden
    />
  )
}
