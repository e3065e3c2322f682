import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import frontEnds from '@grile/shared/build/front-ends.json'

export interface WebOptions {
  repositoryRoot: string
  /** Overrides /remotes.json (otherwise the live releases of the registry, else the build folders). */
  remotesJson?: string | undefined
  /** The site's address, for canonical links, the sitemap and robots.txt. */
  publicUrl: string
  /** The release store's folder: immutable releases, `<container>/<release>/`, served under /releases/. */
  releaseStore: string
}

/** The remotes' folders, where each one's production build lands (the one list: shared/build/front-ends.json). */
export const REMOTE_PACKAGES = frontEnds.remotes.map((remote) => remote.folder)

/** Where the shell's build writes the public pages it rendered, and their index (shell/src/prerender). */
export const PAGES_FOLDER = 'pages'
const PAGES_MANIFEST = 'pages.json'
/** What the prerendered pages hold in place of the site's origin (canonical and Open Graph URLs). */
const ORIGIN_PLACEHOLDER = '%GRILE_ORIGIN%'

const NEVER_CACHED = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'main.js', 'redirect.html', 'redirect.js'])
const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/

function setCacheHeaders(reply: FastifyReply, filePath: string) {
  const file = path.basename(filePath)
  if (HASHED.test(file)) reply.header('Cache-Control', 'public, max-age=31536000, immutable')
  else if (NEVER_CACHED.has(file)) reply.header('Cache-Control', 'no-cache')
  else reply.header('Cache-Control', 'public, max-age=3600')
}

/** A release never changes once written (`pnpm release` refuses to overwrite one): every file is cached for good. */
function setReleaseCacheHeaders(reply: FastifyReply) {
  reply.header('Cache-Control', 'public, max-age=31536000, immutable')
}

interface PagesManifest {
  pages: { path: string; file: string }[]
  notFound: string
  appRoutes: string[]
}

/** A page held in memory with its validator: pages change only with a deployment (a restart); /remotes.json with a promotion. */
interface ServedPage {
  html: string
  etag: string
}

function servedPage(html: string): ServedPage {
  return { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` }
}

/** The prerendered pages of the shell's build, or undefined when it has none (a build without them). */
function loadPages(shellDist: string, publicUrl: string) {
  const folder = path.join(shellDist, PAGES_FOLDER)
  const manifestPath = path.join(folder, PAGES_MANIFEST)
  if (!fs.existsSync(manifestPath)) return undefined
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as PagesManifest
  const read = (file: string) => servedPage(fs.readFileSync(path.join(folder, file), 'utf8').replaceAll(ORIGIN_PLACEHOLDER, publicUrl))
  return {
    paths: manifest.pages.map((page) => page.path),
    byPath: new Map(manifest.pages.map((page) => [page.path, read(page.file)])),
    notFound: read(manifest.notFound),
    appRoutes: manifest.appRoutes,
  }
}

/** Whether an If-None-Match header names this ETag (one of a list, weak or strong). */
function noneMatchHolds(header: string | undefined, etag: string): boolean {
  return Boolean(header?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
}

/** Sends an HTML page that revalidates on every visit (no-cache + ETag: a deployment changes it). */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: ServedPage, status = 200) {
  reply.header('Cache-Control', 'no-cache').header('ETag', page.etag).type('text/html; charset=utf-8')
  if (status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send()
  return reply.code(status).send(page.html)
}

function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Disallow: /api/', 'Disallow: /identity/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n')
}

function sitemapXml(publicUrl: string, paths: string[]): string {
  const urls = paths.map((page) => `  <url><loc>${publicUrl}${page}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

/** `/lessons/` is `/lessons`; the query does not choose the page. */
function pagePath(url: string): string {
  const raw = url.split(/[?#]/)[0] ?? '/'
  let pathname = raw
  try {
    pathname = decodeURIComponent(raw)
  } catch {
    // Not a valid encoding: no page has that name, and not-found answers it.
  }
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

/**
 * Serves the built front ends on the API's origin: the public pages as rendered at build time, the shell
 * for every signed-in page, each remote as its own deployable under /remotes/<container>/, and
 * /remotes.json, which tells the shell where the remotes are (their live releases, from the release registry),
 * and the release store under /releases/<container>/<release>/.
 */
export default fp<WebOptions>(async (app, options) => {
  const shellDist = path.join(options.repositoryRoot, 'shell', 'dist')
  const remotes = Object.fromEntries(
    REMOTE_PACKAGES.map((folder) => [folder.replace(/-/g, '_'), path.join(options.repositoryRoot, folder, 'dist')]),
  )
  const buildFolderManifests = Object.fromEntries(Object.keys(remotes).map((name) => [name, `/remotes/${name}/mf-manifest.json`]))
  /** The live releases last read, which stand in while the database cannot be read. */
  let lastLive: Record<string, string> = {}
  /**
   * Where each remote's manifest is: its live release in the registry, else its build folder; REMOTES_JSON
   * overrides both. Read from the database on every request, so a promotion shows at once on every instance.
   * A database outage does not take the front ends down with it: the releases last read (or, after a start
   * during the outage, the build folders) are answered meanwhile.
   */
  const remotesJson = async (): Promise<string> => {
    if (options.remotesJson !== undefined) return options.remotesJson
    try {
      lastLive = await app.services.releases.liveManifests()
    } catch (error) {
      app.log.warn({ err: error }, 'the release registry could not be read; /remotes.json answers the releases last read')
    }
    return JSON.stringify(
      Object.fromEntries(Object.entries(buildFolderManifests).map(([name, url]) => [name, lastLive[name] ?? url])),
    )
  }
  const pages = loadPages(shellDist, options.publicUrl)
  if (!pages) app.log.warn(`the shell has no prerendered pages (${path.join(shellDist, PAGES_FOLDER)}): every page is rendered in the browser`)

  app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
    const { html: body, etag } = servedPage(await remotesJson())
    reply.header('Cache-Control', 'no-cache').header('ETag', etag).type('application/json')
    if (noneMatchHolds(request.headers['if-none-match'], etag)) return reply.code(304).send()
    return reply.send(body)
  })
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(options.publicUrl)),
  )
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(options.publicUrl, pages?.paths ?? ['/'])),
  )

  for (const [name, root] of Object.entries(remotes)) {
    if (!fs.existsSync(root)) app.log.warn(`remote ${name} is not built (${root})`)
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      index: false,
      setHeaders: setCacheHeaders,
    })
  }

  // Releases written into the store later (pnpm release) are served without a restart.
  try {
    fs.mkdirSync(options.releaseStore, { recursive: true })
  } catch (error) {
    app.log.warn({ err: error }, `the release store ${options.releaseStore} could not be created`)
  }
  await app.register(fastifyStatic, {
    root: options.releaseStore,
    prefix: '/releases/',
    decorateReply: false,
    index: false,
    setHeaders: setReleaseCacheHeaders,
  })

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    index: false,
    wildcard: false,
    // The prerendered pages are answered by their own paths, with the site's origin filled in.
    allowedPath: (pathName) => !pathName.startsWith(`/${PAGES_FOLDER}/`),
    setHeaders: setCacheHeaders,
  })

  const indexHtml = fs.existsSync(path.join(shellDist, 'index.html'))
    ? servedPage(fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8'))
    : undefined
  /** A signed-in page: the app renders it in the browser (its router also shows not-found under these bases). */
  const isAppRoute = (pathname: string) =>
    !pages || pathname === '/' || pages.appRoutes.some((base) => pathname === base || pathname.startsWith(`${base}/`))

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url
    if (['/api/', '/identity/', '/remotes/', '/releases/'].some((prefix) => url.startsWith(prefix))) {
      return reply.callNotFound()
    }
    const pathname = pagePath(url)
    const file = path.join(shellDist, path.normalize(pathname))
    if (file.startsWith(shellDist) && path.extname(file) && !pathname.startsWith(`/${PAGES_FOLDER}/`) && fs.existsSync(file)) {
      return reply.sendFile(path.relative(shellDist, file), shellDist)
    }
    const publicPage = pages?.byPath.get(pathname)
    if (publicPage) return sendPage(request, reply, publicPage)
    if (!indexHtml) return reply.callNotFound()
    if (isAppRoute(pathname)) return sendPage(request, reply, indexHtml)
    // Outside every page the app has: the not-found page, with a status that says so.
    return sendPage(request, reply, pages?.notFound ?? indexHtml, 404)
  })
})
