import { LESSON_CLASS, LESSON_STYLESHEET } from './lesson-stylesheet'

/** The frame is as tall as its content plus this (docs/product-rules.md#lesson-content). */
export const LESSON_FRAME_EXTRA_HEIGHT_PX = 75

/** Added to the frame's root in the dark theme, so images are turned back after the frame is inverted. */
export const INVERTED_CLASS = 'inverted'

/**
 * A second wall behind the sandbox (which already runs no script): the frame's document allows no
 * script at all, only its own inline styles and images.
 */
const CONTENT_SECURITY_POLICY = "default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; img-src *"

const FRAME_STYLESHEET = `
:root { color-scheme: light; }
html, body { margin: 0; padding: 0; background: transparent; }
body { padding: 2px; }
html.${INVERTED_CLASS} img { filter: invert(1) hue-rotate(180deg); }
`

/** The `srcdoc` of the lesson frame: a small light stylesheet and the lesson fragment as the API sent it. */
export function lessonDocument(contentHtml: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`,
    `<style>${FRAME_STYLESHEET}${LESSON_STYLESHEET}</style>`,
    `</head><body class="${LESSON_CLASS}">${contentHtml}</body></html>`,
  ].join('')
}
