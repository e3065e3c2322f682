// What the server-rendered pages (the local sign-in pages, the card sandbox) share with each other.

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
