import fs from 'node:fs'
import path from 'node:path'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import frontEnds from '@grile/shared/build/front-ends.json'
import { PAGES_FOLDER, loadShellSite, servedPage, type ServedPage, type ShellSite } from '../lib/shell-site'
import { SHELL } from '../services/release-registry'

export interface WebOptions {
  repositoryRoot: string
  /** Overrides /remotes.json (otherwise the live releases of the registry, else the build folders). */
  remotesJson?: string | undefined
  /** The site's address, for canonical links, the sitemap and robots.txt. */
  publicUrl: string
  /** The release store's folder: immutable releases, `<container>/<release>/`, served under /releases/. */
  releaseStore: string
  /** The shell build deployed with the server (shell/dist), served while no release of the shell is live. */
  deployedShell: ShellSite | undefined
  /** The Content-Security-Policy of a shell page, allowing its inline scripts by hash. */
  pagePolicy: (scriptHashes: readonly string[]) => string
}

/** The remotes' folders, where each one's production build lands (the one list: shared/build/front-ends.json). */
export const REMOTE_PACKAGES = frontEnds.remotes.map((remote) => remote.folder)

const NEVER_CACHED = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'redirect.html'])
const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/

/**
 * The build writes a Brotli copy beside each file the browser downloads (`main.3f9a1c2b4d.js.br`); the static
 * plugin sends it to a browser that accepts Brotli, with the file's type and `Vary: Accept-Encoding`. Any other
 * file, or another encoding, is compressed as it is sent (the app's compress plugin).
 */
const PRECOMPRESSED = { preCompressed: true } as const

/** The file a response is about: a precompressed copy's headers are those of the file it is a copy of. */
const servedFile = (filePath: string) => path.basename(filePath).replace(/\.br$/, '')

/**
 * A front end's copy of its markup (`copies/*.json`, decision 0067) without a hash in its name: the shell's start
 * reads it beside the remote's manifest, and a rebuild of the remote replaces both, so it revalidates as the
 * manifest does.
 */
const isUnhashedCopy = (filePath: string) => path.basename(path.dirname(filePath)) === 'copies'

function setCacheHeaders(reply: FastifyReply, filePath: string) {
  const file = servedFile(filePath)
  if (HASHED.test(file)) reply.header('Cache-Control', 'public, max-age=31536000, immutable')
  else if (NEVER_CACHED.has(file) || isUnhashedCopy(filePath)) reply.header('Cache-Control', 'no-cache')
  else reply.header('Cache-Control', 'public, max-age=3600')
}

/** A release never changes once written (`pnpm release` refuses to overwrite one): every file is cached for good. */
function setReleaseCacheHeaders(reply: FastifyReply) {
  reply.header('Cache-Control', 'public, max-age=31536000, immutable')
}

/** Whether an If-None-Match header names this ETag (one of a list, weak or strong). */
function noneMatchHolds(header: string | undefined, etag: string): boolean {
  return Boolean(header?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
}

/**
 * Sends a page of a shell build, under the policy that allows its own inline scripts; it revalidates on
 * every visit (no-cache + ETag: a deployment or a promotion changes it).
 */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: ServedPage,
  policy: string,
  status = 200,
) {
  reply
    .header('Cache-Control', 'no-cache')
    .header('ETag', page.etag)
    .header('Content-Security-Policy', policy)
  reply.type('text/html; charset=utf-8')
  if (status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send()
  return reply.code(status).send(page.html)
}

function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /identity/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
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

/** The release a manifest URL of the store names (`/releases/shell/<release>/mf-manifest.json`), if it is one. */
function storedRelease(manifestUrl: string, container: string): string | undefined {
  const match = new RegExp(`^/releases/${container}/([^/]+)/mf-manifest\\.json$`).exec(manifestUrl)
  return match?.[1] && !match[1].startsWith('.') ? match[1] : undefined
}

/** A file of `folder` named by a request path, if it is one (never outside the folder, never a prerendered page's source). */
function fileIn(folder: string, pathname: string): string | undefined {
  const file = path.join(folder, path.normalize(pathname))
  if (!file.startsWith(folder + path.sep) || pathname.startsWith(`/${PAGES_FOLDER}/`)) return undefined
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? file : undefined
}

/**
 * Serves the built front ends on the API's origin: the public pages as rendered at build time, the shell
 * for every signed-in page, each remote as its own deployable under /remotes/<container>/, and
 * /remotes.json, which tells the shell where the remotes are (their live releases, from the release registry),
 * and the release store under /releases/<container>/<release>/.
 *
 * The shell's pages come from its live release when one is promoted (else from the build deployed with the
 * server). Its other files all carry their content's hash in their names, so one served at the site's root is
 * the same file whichever build holds it: a page opened before a promotion keeps loading its chunks.
 */
export default fp<WebOptions>(async (app, options) => {
  const shellDist = path.join(options.repositoryRoot, 'shell', 'dist')
  const shellReleases = path.join(options.releaseStore, SHELL)
  const remotes = Object.fromEntries(
    REMOTE_PACKAGES.map((folder) => [
      folder.replace(/-/g, '_'),
      path.join(options.repositoryRoot, folder, 'dist'),
    ]),
  )
  const buildFolderManifests = Object.fromEntries(
    Object.keys(remotes).map((name) => [name, `/remotes/${name}/mf-manifest.json`]),
  )
  /** The live releases last read, which stand in while the database cannot be read. */
  let lastLive: Record<string, string> = {}
  /**
   * Container → manifest URL of its live release, read from the database on every call, so a promotion shows
   * at once on every instance. A database outage does not take the front ends down with it: the releases
   * last read (or, after a start during the outage, none) are answered meanwhile.
   */
  const liveReleases = async (): Promise<Record<string, string>> => {
    try {
      lastLive = await app.services.releases.liveManifests()
    } catch (error) {
      app.log.warn(
        { err: error },
        'the release registry could not be read; the releases last read are served',
      )
    }
    return lastLive
  }
  /** Where each remote's manifest is: its live release, else its build folder; REMOTES_JSON overrides both. */
  const remotesJson = async (): Promise<string> => {
    if (options.remotesJson !== undefined) return options.remotesJson
    const live = await liveReleases()
    return JSON.stringify(
      Object.fromEntries(
        Object.entries(buildFolderManifests).map(([name, url]) => [name, live[name] ?? url]),
      ),
    )
  }

  /** Shell releases read so far, by release: a release never changes, so each is read once. */
  const shellSites = new Map<string, ShellSite>()
  /** Live releases that cannot be served from here, each reported once. */
  const reported = new Set<string>()
  /** The shell build whose pages are sent now: the live release, else the deployed build. */
  const liveShell = async (): Promise<ShellSite | undefined> => {
    const manifestUrl = (await liveReleases())[SHELL]
    if (!manifestUrl) return options.deployedShell
    const release = storedRelease(manifestUrl, SHELL)
    let site = release ? shellSites.get(release) : undefined
    if (!site && release) {
      site = loadShellSite(path.join(shellReleases, release), release, options.publicUrl)
      if (site) shellSites.set(release, site)
    }
    if (site) return site
    if (!reported.has(manifestUrl)) {
      reported.add(manifestUrl)
      app.log.error(
        `the live shell release (${manifestUrl}) is not a build in the release store ${shellReleases}; the deployed shell is served`,
      )
    }
    return options.deployedShell
  }
  /** A file at the site's root: a content-hashed one from any build of the shell that has it, else the live one's. */
  const shellFile = async (pathname: string): Promise<string | undefined> => {
    if (!HASHED.test(pathname)) {
      const site = await liveShell()
      return site && fileIn(site.folder, pathname)
    }
    const releases = fs.existsSync(shellReleases)
      ? fs
          .readdirSync(shellReleases)
          .filter((name) => !name.startsWith('.'))
          .sort()
          .reverse()
      : []
    for (const folder of [shellDist, ...releases.map((release) => path.join(shellReleases, release))]) {
      const file = fileIn(folder, pathname)
      if (file) return file
    }
    return undefined
  }
  const sitePage = (
    request: FastifyRequest,
    reply: FastifyReply,
    site: ShellSite,
    page: ServedPage,
    status = 200,
  ) => sendPage(request, reply, page, options.pagePolicy(site.scriptHashes), status)

  if (!options.deployedShell?.pages) {
    app.log.warn(
      `the shell has no prerendered pages (${path.join(shellDist, PAGES_FOLDER)}): every page is rendered in the browser`,
    )
  }

  app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
    const { html: body, etag } = servedPage(await remotesJson())
    reply.header('Cache-Control', 'no-cache').header('ETag', etag).type('application/json')
    if (noneMatchHolds(request.headers['if-none-match'], etag)) return reply.code(304).send()
    return reply.send(body)
  })
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(options.publicUrl)),
  )
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const site = await liveShell()
    return reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(options.publicUrl, site?.pages?.paths ?? ['/']))
  })

  for (const [name, root] of Object.entries(remotes)) {
    if (!fs.existsSync(root)) app.log.warn(`remote ${name} is not built (${root})`)
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      index: false,
      ...PRECOMPRESSED,
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
    ...PRECOMPRESSED,
    setHeaders: setReleaseCacheHeaders,
  })
  // Serves no route: gives the reply its sendFile, with which the handler below sends the shell's files.
  await app.register(fastifyStatic, {
    root: shellDist,
    serve: false,
    ...PRECOMPRESSED,
    setHeaders: setCacheHeaders,
  })

  /** A signed-in page of a site: its app renders it in the browser (its router also shows not-found under these bases). */
  const isAppRoute = (site: ShellSite, pathname: string) =>
    !site.pages ||
    pathname === '/' ||
    site.pages.appRoutes.some((base) => pathname === base || pathname.startsWith(`${base}/`))

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url
    if (['/api/', '/identity/', '/remotes/', '/releases/'].some((prefix) => url.startsWith(prefix))) {
      return reply.callNotFound()
    }
    const pathname = pagePath(url)
    if (path.extname(pathname) && pathname !== '/index.html' && pathname !== '/redirect.html') {
      const file = await shellFile(pathname)
      if (file) return reply.sendFile(path.basename(file), path.dirname(file))
    }
    const site = await liveShell()
    if (pathname === '/redirect.html' && site?.redirectHtml)
      return sitePage(request, reply, site, site.redirectHtml)
    const publicPage = site?.pages?.byPath.get(pathname)
    if (site && publicPage) return sitePage(request, reply, site, publicPage)
    if (!site) return reply.callNotFound()
    if (isAppRoute(site, pathname) || pathname === '/index.html')
      return sitePage(request, reply, site, site.indexHtml)
    // Outside every page the app has: the not-found page, with a status that says so.
    return sitePage(request, reply, site, site.pages?.notFound ?? site.indexHtml, 404)
  })
})
