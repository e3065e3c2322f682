import { TABLE_CARDS_CLASS } from './lesson-tables'

/** The class of the element that holds a lesson (the rules below hang off it). */
export const LESSON_CLASS = 'lesson'

/**
 * How a lesson reads, in the frame and in the print copy: light colours only (the dark theme inverts
 * the whole frame). Rules hang off `.lesson`, so the same sheet works inside the frame's own document
 * and inside the print copy's shadow root.
 */
export const LESSON_STYLESHEET = `
.lesson {
  font-family: 'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif;
  font-size: 16px;
  line-height: 1.65;
  color: #18181b;
  overflow-wrap: break-word;
}
.lesson > :first-child { margin-top: 0; }
.lesson h1, .lesson h2, .lesson h3, .lesson h4, .lesson h5, .lesson h6 {
  line-height: 1.25; color: #09090b; margin: 1.6em 0 0.6em; break-after: avoid;
}
.lesson h1 { font-size: 1.75em; }
.lesson h2 { font-size: 1.5em; }
.lesson h3 { font-size: 1.2em; }
.lesson h4 { font-size: 1.05em; }
.lesson p, .lesson ul, .lesson ol, .lesson dl, .lesson blockquote, .lesson pre, .lesson figure { margin: 0 0 1em; }
.lesson ul, .lesson ol { padding-left: 1.6em; }
.lesson li { margin: 0.25em 0; }
.lesson a { color: #1d4ed8; }
.lesson code, .lesson kbd, .lesson samp, .lesson pre { font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace; font-size: 0.9em; }
.lesson code { background: #f4f4f5; padding: 0.1em 0.3em; border-radius: 4px; }
.lesson pre { background: #f4f4f5; padding: 12px; border-radius: 6px; overflow-x: auto; break-inside: avoid; }
.lesson pre code { background: none; padding: 0; }
.lesson blockquote { border-left: 4px solid #d4d4d8; margin-left: 0; padding-left: 1em; color: #3f3f46; break-inside: avoid; }
.lesson table { display: block; max-width: 100%; width: max-content; overflow-x: auto; border-collapse: collapse; margin: 0 0 1em; }
.lesson th, .lesson td { border: 1px solid #d4d4d8; padding: 6px 10px; text-align: left; vertical-align: top; }
.lesson th { background: #f4f4f5; }
.lesson table.${TABLE_CARDS_CLASS} { width: auto; overflow-x: visible; }
.lesson table.${TABLE_CARDS_CLASS} thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.lesson table.${TABLE_CARDS_CLASS} tbody, .lesson table.${TABLE_CARDS_CLASS} tr { display: block; }
.lesson table.${TABLE_CARDS_CLASS} tr { border: 1px solid #d4d4d8; border-radius: 6px; padding: 6px 10px; margin: 0 0 0.5em; }
.lesson table.${TABLE_CARDS_CLASS} td, .lesson table.${TABLE_CARDS_CLASS} tbody th { display: block; border: 0; padding: 2px 0; background: none; }
.lesson table.${TABLE_CARDS_CLASS} [data-label]:not([data-label=''])::before { content: attr(data-label) ': '; font-weight: 600; color: #52525b; }
.lesson tr, .lesson img, .lesson figure { break-inside: avoid; }
.lesson img { max-width: 100%; height: auto; }
.lesson hr { border: 0; border-top: 1px solid #e4e4e7; margin: 1.5em 0; }
`
