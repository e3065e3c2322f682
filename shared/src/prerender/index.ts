// What every front end's build-time rendering shares (in Node, never federated, never in a browser build): one
// Emotion cache per render, and the styles the rendered markup uses, in the form the browser's Emotion takes over.
import createCache, { type EmotionCache } from '@emotion/cache'
import createEmotionServer, { type EmotionCriticalToChunks } from '@emotion/server/create-instance'

export type { EmotionCriticalToChunks }

/** The key of the browser's default Emotion cache: styles rendered under it are taken over, not inserted again. */
const BROWSER_KEY = 'css'

export interface BuildTimeEmotion {
  /** The cache to render with (`<CacheProvider value={cache}>`): one per render. */
  cache: EmotionCache
  /** Emotion's chunks for the markup: Chakra's global styles (`css-global`) and the classes the markup uses. */
  extract(html: string): EmotionCriticalToChunks
  /** The chunks as `<style data-emotion>` tags, for a page's head. */
  styleTags(chunks: EmotionCriticalToChunks): string
}

/** Emotion for one render at build time. */
export function buildTimeEmotion(): BuildTimeEmotion {
  const cache = createCache({ key: BROWSER_KEY })
  const server = createEmotionServer(cache)
  return {
    cache,
    extract: (html) => server.extractCriticalToChunks(html),
    styleTags: (chunks) => server.constructStyleTagsFromChunks(chunks),
  }
}

/** Marks a place a copy's data goes, in a form no real text has; the copy names its places with them. */
export const slotMarker = (name: string) => `%grile:${name}%`

/**
 * A rendering without its inline scripts: the theme's (next-themes, in the providers) belongs to the page, not
 * to a copy of its content.
 */
export const withoutScripts = (html: string) => html.replace(/<script>[\s\S]*?<\/script>/g, '')

/** The CSS of a markup's classes without Chakra's global styles, which every page already has. */
export interface OwnStyles {
  css: string
  /** Emotion's names of those rules, so that Emotion in the browser takes them over (`data-emotion`). */
  emotionIds: string
}

/** The styles a copy of markup carries (a kept page, the user home's, the exercise of the day card's). */
export function ownStyles(chunks: EmotionCriticalToChunks): OwnStyles {
  const own = chunks.styles.filter((chunk) => chunk.key === BROWSER_KEY)
  return {
    css: own.map((chunk) => chunk.css).join(''),
    emotionIds: own.flatMap((chunk) => chunk.ids).join(' '),
  }
}
