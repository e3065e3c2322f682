import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import type { ReleaseRegistration } from '@grile/shared/contract'
import { inlineScriptHashes } from '../../src/lib/shell-site'
import { createTestApp, type TestApp } from '../support/test-app'
import { insertAdmin, requester, type FixtureUser } from '../support/fixtures'

/**
 * A release of the shell goes live like a remote's: once promoted, its pages are the ones sent, each under a
 * policy that allows its own inline scripts; its files are served at the site's root. A page opened on the
 * release before keeps loading its content-hashed chunks after a promotion, and a rollback brings the
 * previous pages back, without a restart.
 */

/** A small build of the shell, as `pnpm release shell` copies it into the store: `name` shows in its pages. */
function writeShellBuild(folder: string, name: string, chunk: string) {
  const files: Record<string, string> = {
    'index.html': `<!doctype html><html><head><script>window.theme='${name}'</script></head><body><div id="root">${name} app</div><script defer src="/${chunk}"></script></body></html>`,
    'redirect.html': `<!doctype html><html><body><script>window.bridge='${name}'</script></body></html>`,
    [chunk]: `console.log('${name}')`,
    'mf-manifest.json': '{"id":"shell","name":"shell"}',
    'pages/pages.json': JSON.stringify({
      pages: [{ path: '/', file: 'home.html' }],
      notFound: 'not-found.html',
      appRoutes: ['/exams'],
    }),
    'pages/home.html': `<!doctype html><html><head><link rel="canonical" href="%GRILE_ORIGIN%/"/><script>window.loader='${name}'</script></head><body><h1>${name} home</h1></body></html>`,
    'pages/not-found.html': `<!doctype html><html><body><h1>${name} not found</h1></body></html>`,
  }
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true })
    fs.writeFileSync(path.join(folder, file), content)
  }
}

const V1 = '2026.11.20-1111111'
const V2 = '2026.11.21-2222222'
const CHUNK_V1 = 'main.1111111111.js'
const CHUNK_V2 = 'main.2222222222.js'

function shellRegistration(release: string): ReleaseRegistration {
  return {
    remote: 'shell',
    release,
    manifestUrl: `/releases/shell/${release}/mf-manifest.json`,
    providedShared: { react: '19.3.1', 'react-dom': '19.3.1', '@grile/shared': '1.2.0' },
    requiredShared: {},
    exposes: [],
    loads: [],
  }
}

/** Every inline script of the page is allowed by the page's own policy. */
function expectOwnScriptsAllowed(response: LightMyRequestResponse) {
  const policy = String(response.headers['content-security-policy'])
  const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? ''
  const hashes = inlineScriptHashes(response.body)
  expect(hashes.length).toBeGreaterThan(0)
  for (const hash of hashes) expect(scriptSrc).toContain(hash)
}

describe('a release of the shell', () => {
  let t: TestApp
  let store: string
  let admin: FixtureUser
  let call: ReturnType<typeof requester>['call']

  beforeAll(async () => {
    store = fs.mkdtempSync(path.join(os.tmpdir(), 'grile-shell-releases-'))
    writeShellBuild(path.join(store, 'shell', V1), 'Release one', CHUNK_V1)
    writeShellBuild(path.join(store, 'shell', V2), 'Release two', CHUNK_V2)
    t = await createTestApp({
      SERVE_WEB: 'true',
      RELEASE_STORE_DIR: store,
      PUBLIC_URL: 'http://localhost:8080',
    })
    call = requester(t).call
    admin = await insertAdmin(t.database.db)
    for (const release of [V1, V2]) {
      expect(
        (await call(admin, 'POST', '/api/v1/admin/releases', shellRegistration(release))).statusCode,
      ).toBe(201)
    }
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(store, { recursive: true, force: true })
  })

  const promote = (release: string) =>
    call(admin, 'POST', '/api/v1/admin/releases/shell/promote', { release })
  const get = (url: string) => t.app.inject({ method: 'GET', url })

  it('sends the pages of the release promoted, each allowing its own inline scripts, at once and without a restart', async () => {
    expect((await promote(V1)).statusCode).toBe(200)
    const home = await get('/')
    expect(home.statusCode).toBe(200)
    expect(home.body).toContain('<h1>Release one home</h1>')
    expect(home.body).toContain('<link rel="canonical" href="http://localhost:8080/"/>')
    expectOwnScriptsAllowed(home)

    const app = await get('/exams/123')
    expect(app.body).toContain('Release one app')
    expectOwnScriptsAllowed(app)
    const bridge = await get('/redirect.html')
    expect(bridge.body).toContain("window.bridge='Release one'")
    expectOwnScriptsAllowed(bridge)
    const missing = await get('/no-such-page')
    expect(missing.statusCode).toBe(404)
    expect(missing.body).toContain('Release one not found')

    expect((await promote(V2)).statusCode).toBe(200)
    const next = await get('/')
    expect(next.body).toContain('<h1>Release two home</h1>')
    expectOwnScriptsAllowed(next)
    // The policy follows the page: the first release's scripts are no longer allowed on the second's pages.
    expect(String(next.headers['content-security-policy'])).not.toContain(inlineScriptHashes(home.body)[0])
    expect(next.headers.etag).not.toBe(home.headers.etag)
  })

  it('serves the content-hashed files of every release at the root, cached for good, so an open page keeps working', async () => {
    for (const [chunk, text] of [
      [CHUNK_V1, 'Release one'],
      [CHUNK_V2, 'Release two'],
    ] as const) {
      const response = await get(`/${chunk}`)
      expect(response.statusCode).toBe(200)
      expect(response.body).toBe(`console.log('${text}')`)
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    }
    // A prerendered page's source is never a file of the site.
    expect((await get('/pages/home.html')).body).not.toContain('%GRILE_ORIGIN%')
  })

  it('goes back to the previous release on a rollback', async () => {
    expect((await call(admin, 'POST', '/api/v1/admin/releases/shell/rollback')).statusCode).toBe(200)
    const home = await get('/')
    expect(home.body).toContain('<h1>Release one home</h1>')
    expectOwnScriptsAllowed(home)
  })
})
