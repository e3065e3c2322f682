import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * A build of the shell as the server sends it: its folder (shell/dist as deployed, or a release of it in the
 * release store), the public pages it rendered, its index.html, and the hashes of its pages' inline scripts,
 * which the pages' Content-Security-Policy allows. A build never changes once written, so one is read once.
 */
export interface ShellSite {
  folder: string
  /** The release it is (`2026.11.25-3f9a1c2`), or undefined for the build deployed with the server. */
  release: string | undefined
  pages: PrerenderedPages | undefined
  indexHtml: ServedPage
  redirectHtml: ServedPage | undefined
  /** CSP sources (`'sha256-…'`) of every inline script of its pages. */
  scriptHashes: string[]
}

/** A page held in memory with its validator. */
export interface ServedPage {
  html: string
  etag: string
}

interface PrerenderedPages {
  paths: string[]
  byPath: Map<string, ServedPage>
  notFound: ServedPage
  appRoutes: string[]
}

interface PagesManifest {
  pages: { path: string; file: string }[]
  notFound: string
  appRoutes: string[]
}

/** Where the shell's build writes the public pages it rendered, and their index (shell/src/prerender). */
export const PAGES_FOLDER = 'pages'
const PAGES_MANIFEST = 'pages.json'
/** What the prerendered pages hold in place of the site's origin (canonical and Open Graph URLs). */
const ORIGIN_PLACEHOLDER = '%GRILE_ORIGIN%'

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g

export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`
}

/** Hashes of the inline scripts of a built HTML page (the theme and session scripts, the script loader). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => scriptHash(match[1] ?? ''))
}

export function servedPage(html: string): ServedPage {
  return { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` }
}

function readPage(file: string, publicUrl: string): ServedPage | undefined {
  return fs.existsSync(file)
    ? servedPage(fs.readFileSync(file, 'utf8').replaceAll(ORIGIN_PLACEHOLDER, publicUrl))
    : undefined
}

/** The prerendered pages of a build, or undefined when it has none (a build without them). */
function loadPages(folder: string, publicUrl: string): PrerenderedPages | undefined {
  const pagesFolder = path.join(folder, PAGES_FOLDER)
  const manifestPath = path.join(pagesFolder, PAGES_MANIFEST)
  if (!fs.existsSync(manifestPath)) return undefined
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as PagesManifest
  const read = (file: string) => {
    const page = readPage(path.join(pagesFolder, file), publicUrl)
    if (!page) throw new Error(`${path.join(pagesFolder, file)} is listed in ${PAGES_MANIFEST} but missing`)
    return page
  }
  return {
    paths: manifest.pages.map((page) => page.path),
    byPath: new Map(manifest.pages.map((page) => [page.path, read(page.file)])),
    notFound: read(manifest.notFound),
    appRoutes: manifest.appRoutes,
  }
}

/** Reads a shell build; a folder without index.html is no build (undefined). */
export function loadShellSite(
  folder: string,
  release: string | undefined,
  publicUrl: string,
): ShellSite | undefined {
  const indexHtml = readPage(path.join(folder, 'index.html'), publicUrl)
  if (!indexHtml) return undefined
  const pages = loadPages(folder, publicUrl)
  const redirectHtml = readPage(path.join(folder, 'redirect.html'), publicUrl)
  const html = [indexHtml, redirectHtml, ...(pages ? [...pages.byPath.values(), pages.notFound] : [])]
  return {
    folder,
    release,
    pages,
    indexHtml,
    redirectHtml,
    scriptHashes: [...new Set(html.flatMap((page) => (page ? inlineScriptHashes(page.html) : [])))],
  }
}
