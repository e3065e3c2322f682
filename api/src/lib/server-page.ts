// What the server-rendered pages (the local sign-in pages, the card sandbox) share: their frame, escaping, theme.

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** The web app's theme key (@grile/shared/theme): these pages follow the visitor's choice. */
const THEME_STORAGE_KEY = 'grile.theme'

/** Inline, before the first paint: dark unless the visitor chose light. Fixed text, allowed by its hash. */
export const THEME_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})==='light'){document.documentElement.className='light'}}catch(e){}`

export interface ServerPageParts {
  /** The page's own title, before ' · Grile'. */
  title: string
  /** The page's stylesheet, inline. */
  style: string
  /** What comes before `<main>` (a header), already escaped. */
  header?: string
  /** The content of `<main>`, already escaped. */
  main: string
  /** An inline script after `<main>` (fixed text, allowed by its hash). */
  script?: string
}

/** A whole page: dark unless the visitor chose light, never indexed, its style and script inline. */
export function serverPage({ title, style, header = '', main, script }: ServerPageParts): string {
  return `<!doctype html>
<html lang="en" class="dark">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Grile</title>
<script>${THEME_SCRIPT}</script>
<style>${style}</style>
</head>
<body>
${header ? `${header}\n` : ''}<main>
${main}
</main>
${script ? `<script>${script}</script>` : ''}
</body>
</html>`
}
