import fs from 'node:fs'
import path from 'node:path'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import type { FastifyReply } from 'fastify'

export interface WebOptions {
  repositoryRoot: string
  /** Overrides the generated /remotes.json. */
  remotesJson?: string | undefined
}

/** The remotes and the folder each one's production build lands in. */
export const REMOTE_PACKAGES = ['mfe-exams', 'mfe-interactive', 'mfe-materials', 'mfe-account', 'mfe-admin']

const NEVER_CACHED = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'main.js', 'redirect.html', 'redirect.js'])
const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/

function setCacheHeaders(reply: FastifyReply, filePath: string) {
  const file = path.basename(filePath)
  if (HASHED.test(file)) reply.header('Cache-Control', 'public, max-age=31536000, immutable')
  else if (NEVER_CACHED.has(file)) reply.header('Cache-Control', 'no-cache')
  else reply.header('Cache-Control', 'public, max-age=3600')
}

/**
 * Serves the built front ends on the API's origin: the shell at /, each remote as its own deployable
 * under /remotes/<container>/, and /remotes.json, which tells the shell where the remotes are.
 */
export default fp<WebOptions>(async (app, options) => {
  const shellDist = path.join(options.repositoryRoot, 'shell', 'dist')
  const remotes = Object.fromEntries(
    REMOTE_PACKAGES.map((folder) => [folder.replace(/-/g, '_'), path.join(options.repositoryRoot, folder, 'dist')]),
  )
  const remotesJson =
    options.remotesJson ??
    JSON.stringify(Object.fromEntries(Object.keys(remotes).map((name) => [name, `/remotes/${name}/mf-manifest.json`])))

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('application/json').send(remotesJson),
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

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    index: false,
    wildcard: false,
    setHeaders: setCacheHeaders,
  })

  // Every other GET that wants a page gets the shell, whose router decides (including not-found).
  const indexHtml = path.join(shellDist, 'index.html')
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url
    if (url.startsWith('/api/') || url.startsWith('/identity/') || url.startsWith('/remotes/')) {
      return reply.callNotFound()
    }
    const file = path.join(shellDist, path.normalize(decodeURIComponent(url.split('?')[0] ?? '/')))
    if (file.startsWith(shellDist) && path.extname(file) && fs.existsSync(file)) {
      return reply.sendFile(path.relative(shellDist, file), shellDist)
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(indexHtml))
  })
})
