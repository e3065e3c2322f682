import { Global } from '@emotion/react'

/**
 * Printing a lesson gives the lesson alone, full width: the layout around the content area (top bar,
 * drawer, alerts, footer, back-to-top), whatever else the content area holds, and the page's own
 * elements marked `data-print-hidden` (buttons, the frame, the exams) stay off paper.
 */
export function LessonPrintStyles() {
  return (
    <Global
      styles={{
        '@page': { margin: '16mm 14mm' },
        '@media print': {
          'html, body': { background: 'white !important' },
          ':has(> #main) > :not(#main), #main > :not([data-lesson-page]), [data-print-hidden]': {
            display: 'none !important',
          },
          '#main': { maxWidth: 'none !important', padding: '0 !important', margin: '0 !important' },
          '[data-lesson-page] *': { color: 'black !important' },
        },
      }}
    />
  )
}
