import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app'
import { loadConfig, repositoryRoot } from '../src/config'
import type { DatabaseHandle } from '../src/db/client'
import { loadIdentityKeys } from '../src/identity/identity-keys'
import { verifierFor } from '../src/auth/verifier-for'
import { createTestDatabase } from './support/test-app'

// The shell's production build, with the public pages it rendered (pnpm --filter @grile/shell build). Skipped
// without it when run by hand; under CI (`npm test` builds first) they run, and fail if the build is missing.
const pagesBuilt = fs.existsSync(path.join(repositoryRoot, 'shell', 'dist', 'pages', 'pages.json'))
const describeBuilt = pagesBuilt || process.env.CI ? describe : describe.skip

describeBuilt('serving the web app', () => {
  let database: DatabaseHandle
  let app: FastifyInstance

  beforeAll(async () => {
    database = await createTestDatabase()
    // A public deployment as it must be: a hosted identity service and Stripe (no demo notice).
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'https://grile.example',
      AUTH_AUTHORITY: 'https://grile.ciamlogin.com/',
      STRIPE_SECRET_KEY: 'sk_test_grile',
      STRIPE_WEBHOOK_SECRET: 'whsec_grile',
      SERVE_WEB: 'true',
    })
    const identityKeys = await loadIdentityKeys(database.db)
    app = await buildApp({ config, database, verifyToken: verifierFor(config, identityKeys), identityKeys })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('sends each public page as HTML that already holds its heading, text and head, revalidated on every visit', async () => {
    const landing = await app.inject({ method: 'GET', url: '/' })
    expect(landing.statusCode).toBe(200)
    expect(landing.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(landing.headers['cache-control']).toBe('no-cache')
    expect(landing.body).toMatch(/<h1[^>]*>Pass the English test for the Police Academy/)
    expect(landing.body).toContain('<link rel="canonical" href="https://grile.example/"/>')
    expect(landing.body).toContain(
      '<meta property="og:title" content="Grile · English tests for the Police Academy"/>',
    )
    expect(landing.body).not.toContain('noindex')
    // No script tag with a source: the app's scripts are requested by the inline loader after the first paint.
    expect(landing.body).not.toMatch(/<script[^>]*\bsrc=/)

    const lessons = await app.inject({ method: 'GET', url: '/lessons/' })
    expect(lessons.statusCode).toBe(200)
    expect(lessons.body).toMatch(/<h1[^>]*>Online lessons<\/h1>/)
    expect(lessons.body).toContain('Why book a session')
    expect(lessons.body).toContain('<title>Online lessons · Grile</title>')
    expect(lessons.body).toContain('<link rel="canonical" href="https://grile.example/lessons"/>')

    const again = await app.inject({
      method: 'GET',
      url: '/lessons',
      headers: { 'if-none-match': String(lessons.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
  })

  it('compresses the pages', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/privacy',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
  })

  it('sends a script or a drawing to a browser that accepts Brotli as the copy compressed at build time', async () => {
    const dist = path.join(repositoryRoot, 'shell', 'dist')
    const entry = fs.readdirSync(dist).find((file) => /^main\.[0-9a-f]{10}\.js$/.test(file))
    const drawing = fs
      .readdirSync(path.join(dist, 'assets'))
      .find((file) => /^hero-dark\.[0-9a-f]{10}\.svg$/.test(file))
    for (const file of [String(entry), `assets/${String(drawing)}`]) {
      const original = fs.readFileSync(path.join(dist, file))
      // What a browser sends: Brotli among others.
      const response = await app.inject({
        method: 'GET',
        url: `/${file}`,
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-encoding']).toBe('br')
      expect(response.headers['content-type']).toMatch(
        file.endsWith('.js') ? /^application\/javascript/ : /^image\/svg\+xml/,
      )
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(response.headers.vary).toMatch(/accept-encoding/i)
      // The bytes of the build's copy, as they are: no compression on the way.
      expect(response.rawPayload.equals(fs.readFileSync(path.join(dist, `${file}.br`)))).toBe(true)
      expect(zlib.brotliDecompressSync(response.rawPayload).equals(original)).toBe(true)
      // Smaller than the server's own Brotli (quality 4), which it used to send.
      const perRequest = zlib.brotliCompressSync(original, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
      })
      expect(response.rawPayload.length).toBeLessThan(perRequest.length)

      // A client without Brotli gets the file compressed as it is sent; one that asks for no encoding, the file.
      const gzip = await app.inject({
        method: 'GET',
        url: `/${file}`,
        headers: { 'accept-encoding': 'gzip' },
      })
      expect(gzip.headers['content-encoding']).toBe('gzip')
      expect(zlib.gunzipSync(gzip.rawPayload).equals(original)).toBe(true)
      const plain = await app.inject({
        method: 'GET',
        url: `/${file}`,
        headers: { 'accept-encoding': 'identity' },
      })
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.rawPayload.equals(original)).toBe(true)
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    }
  })

  it("sends a remote's entry from its Brotli copy, still revalidated on every visit", async () => {
    const folder = path.join(repositoryRoot, 'mfe-exams', 'dist')
    expect(fs.existsSync(path.join(folder, 'remoteEntry.js.br'))).toBe(true)
    const response = await app.inject({
      method: 'GET',
      url: '/remotes/mfe_exams/remoteEntry.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    // The copy's name ends in .br: its headers are still those of remoteEntry.js, which a deployment replaces.
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.rawPayload.equals(fs.readFileSync(path.join(folder, 'remoteEntry.js.br')))).toBe(true)
    expect(
      zlib
        .brotliDecompressSync(response.rawPayload)
        .equals(fs.readFileSync(path.join(folder, 'remoteEntry.js'))),
    ).toBe(true)
  })

  it("sends a remote's copy of its markup revalidated on every visit, like its manifest, and the shell's for good", async () => {
    const remoteCopy = await app.inject({
      method: 'GET',
      url: '/remotes/mfe_interactive/copies/exercise-of-the-day.json',
    })
    expect(remoteCopy.statusCode).toBe(200)
    expect(remoteCopy.headers['cache-control']).toBe('no-cache')
    expect(remoteCopy.json()).toHaveProperty('slots.question')

    const [shellCopy] = fs
      .readdirSync(path.join(repositoryRoot, 'shell', 'dist', 'copies'))
      .filter((file) => /^user-home\.[0-9a-f]{10}\.json$/.test(file))
    expect(shellCopy).toBeDefined()
    const home = await app.inject({ method: 'GET', url: `/copies/${shellCopy}` })
    expect(home.statusCode).toBe(200)
    expect(home.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('answers the signed-in pages with the app, which search engines must not index', async () => {
    for (const url of ['/exams', '/exams/some-id/attempt', '/lessons/buy', '/admin/users']) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('<meta name="robots" content="noindex"')
      expect(response.body).toContain('id="splash"')
    }
  })

  it('answers an address outside every page with the not-found page and a 404', async () => {
    for (const url of ['/no-such-page', '/lessons/unknown']) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(404)
      expect(response.body).toMatch(/<h1[^>]*>Page not found<\/h1>/)
      expect(response.body).toContain('<meta name="robots" content="noindex"/>')
    }
    // The built files themselves are not pages: they hold a placeholder for the site's origin.
    expect((await app.inject({ method: 'GET', url: '/pages/home.html' })).statusCode).toBe(404)
  })

  it('serves a valid robots.txt and a sitemap of the public pages', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' })
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(robots.body.split('\n')).toEqual(
      expect.arrayContaining(['User-agent: *', 'Sitemap: https://grile.example/sitemap.xml']),
    )

    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8')
    const locations = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locations).toEqual(
      ['/', '/product', '/lessons', '/contact', '/privacy', '/terms-of-service', '/istoricescu'].map(
        (page) => `https://grile.example${page}`,
      ),
    )
  })
})
