import { Writable } from 'node:stream'
import { prerenderToNodeStream } from 'react-dom/static'
import { CacheProvider } from '@emotion/react'
// eslint-disable-next-line no-restricted-imports -- the static router renders at build time, in Node only
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import { useUserStore, type CurrentUser } from '@grile/shared/auth'
import { buildTimeEmotion, ownStyles, type OwnStyles } from '@grile/shared/prerender'
import { AppProviders } from '@grile/shared/ui'
import { GLOBAL_STYLES_ATTRIBUTE } from '@grile/shared/theme'
import { appRoutes } from '../app/app'

export interface RenderedPage {
  /** The markup of #root. */
  body: string
  /** Emotion's <style> tags for what the page uses (Chakra's tokens and global styles included). */
  styles: string
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = ''
  await new Promise<void>((resolve, reject) => {
    stream
      .pipe(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            html += chunk.toString('utf8')
            done()
          },
        }),
      )
      .on('finish', resolve)
      .on('error', reject)
    stream.on('error', reject)
  })
  return html
}

/** One path rendered with the app's own providers and routes, and Emotion's styles for it. */
async function renderRoute(path: string) {
  const handler = createStaticHandler(appRoutes)
  const context = await handler.query(new Request(`http://localhost${path}`))
  if (context instanceof Response) throw new Error(`${path} redirected while rendering`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const emotion = buildTimeEmotion()
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={emotion.cache}>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </CacheProvider>,
  )
  const body = await streamToString(prelude)
  return { body, emotion, chunks: emotion.extract(body) }
}

/**
 * Renders one path with the app's own providers and routes, as a visitor sees it before signing in.
 * `prerender` waits for the pages that load lazily in the browser, so their content is in the HTML.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const { body, emotion, chunks } = await renderRoute(path)
  return { body, styles: markGlobalStyles(emotion.styleTags(chunks)) }
}

/**
 * Renders one path as `user` sees it, in the form of a page kept on a device (shell/src/lib/page-snapshots.ts):
 * the markup of #root, the CSS of its classes (without Chakra's global styles, which every page has) and
 * Emotion's names for them.
 */
export async function renderPageAs(path: string, user: CurrentUser): Promise<{ body: string } & OwnStyles> {
  // Rendered on a server, Zustand's hooks read the store's initial state (React's server snapshot), not its
  // current one: the user goes into both for this render.
  const initial = useUserStore.getInitialState()
  initial.user = user
  useUserStore.getState().setUser(user)
  try {
    const { body, chunks } = await renderRoute(path)
    return { body, ...ownStyles(chunks) }
  } finally {
    initial.user = null
    useUserStore.getState().setUser(null)
  }
}

/**
 * Emotion's global <style> tags (Chakra's reset, base styles and token variables), marked so that the app
 * in the browser knows the page already has them (see `pageSystem`).
 */
function markGlobalStyles(tags: string): string {
  return tags.replaceAll(
    '<style data-emotion="css-global ',
    `<style ${GLOBAL_STYLES_ATTRIBUTE} data-emotion="css-global `,
  )
}

/** Chakra's global styles alone, for the page that the app renders in the browser (index.html). */
export async function renderGlobalStyles(): Promise<string> {
  const emotion = buildTimeEmotion()
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={emotion.cache}>
      <AppProviders>{null}</AppProviders>
    </CacheProvider>,
  )
  const html = await streamToString(prelude)
  const { styles } = emotion.extract(html)
  return markGlobalStyles(
    emotion.styleTags({
      html,
      styles: styles.filter((chunk) => chunk.key === 'css-global'),
    }),
  )
}
