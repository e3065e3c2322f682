import fp from 'fastify-plugin'
import type { DemoFeatures } from '../config'

export interface DemoNoticeOptions {
  demo: DemoFeatures
}

/** What the visitor of a public demo is told, from what makes it a demo. */
export function demoNoticeText(demo: DemoFeatures): string {
  const conveniences = [
    demo.passwordlessSignIn && 'sign-in takes any e-mail without a password',
    demo.cardSandbox && 'payments take only the test card',
  ].filter(Boolean)
  const what = conveniences.length ? `: ${conveniences.join(' and ')}` : ''
  return `Demo of Grile${what}. Do not enter real personal data.`
}

/**
 * The notice as a block of its own, before everything else in <body>: outside the app's root, so it shows
 * before any script runs, stays on every page the app navigates to and never disturbs hydration. Fixed
 * colours, readable in the light and the dark theme alike.
 */
export function demoNoticeHtml(demo: DemoFeatures): string {
  const style = [
    'display:block',
    'margin:0',
    'padding:8px 16px',
    'background:#fef3c7',
    'color:#78350f',
    'border-bottom:1px solid #f59e0b',
    "font:600 14px/1.4 system-ui,-apple-system,'Segoe UI',sans-serif",
    'text-align:center',
  ].join(';')
  return `<aside id="demo-notice" aria-label="Demo notice" style="${style}">${demoNoticeText(demo)}</aside>`
}

/** Puts the notice right after the <body> tag of an HTML page; other documents are left as they are. */
export function withDemoNotice(html: string, notice: string): string {
  return html.replace(/<body(\s[^>]*)?>/i, (body) => `${body}${notice}`)
}

/**
 * A public demo (PUBLIC_DEMO) says so on every page it sends: the app's pages, the public pages rendered at
 * build time and the sign-in pages of the local identity provider. Registered before compression, so it
 * sees the page as text.
 */
export default fp<DemoNoticeOptions>(async (app, { demo }) => {
  const notice = demoNoticeHtml(demo)
  // A page's ETag names the page without the notice: a browser that cached it before the demo must not be
  // told "304, unchanged". Pages are revalidated in full while the demo runs.
  app.addHook('onRequest', async (request) => {
    delete request.headers['if-none-match']
  })
  app.addHook('onSend', async (_request, reply, payload) => {
    if (typeof payload !== 'string') return payload
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload
    reply.removeHeader('etag')
    return withDemoNotice(payload, notice)
  })
})
