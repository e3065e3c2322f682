import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { buildApp } from '../../src/app'
import { loadConfig, repositoryRoot } from '../../src/config'
import type { DatabaseHandle } from '../../src/db/client'
import { loadIdentityKeys } from '../../src/identity/identity-keys'
import { verifierFor } from '../../src/auth/verifier-for'
import { HSTS_VALUE, contentSecurityPolicyDirectives } from '../../src/plugins/security-headers'
import { inlineScriptHashes } from '../../src/lib/shell-site'
import { createTestDatabase } from '../support/test-app'

const shellIndex = path.join(repositoryRoot, 'shell', 'dist', 'index.html')
const webBuilt = fs.existsSync(shellIndex)

function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy']
  expect(typeof header).toBe('string')
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  )
}

function expectCommonHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff')
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
  expect(response.headers['strict-transport-security']).toBeUndefined()
  const csp = directives(response)
  expect(csp.get('frame-ancestors')).toEqual(["'self'"])
  expect(csp.get('object-src')).toEqual(["'none'"])
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'")
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'")
}

/** Every inline script of the page is allowed by the policy's hashes, so the page runs under it. */
function expectInlineScriptsAllowed(response: LightMyRequestResponse) {
  const allowed = directives(response).get('script-src') ?? []
  const hashes = inlineScriptHashes(response.body)
  expect(hashes.length).toBeGreaterThan(0)
  for (const hash of hashes) expect(allowed).toContain(hash)
}

describe('security headers', () => {
  let database: DatabaseHandle
  let app: FastifyInstance

  beforeAll(async () => {
    database = await createTestDatabase()
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost',
      SERVE_WEB: String(webBuilt),
    })
    const identityKeys = await loadIdentityKeys(database.db)
    const verifyToken = verifierFor(config, identityKeys)
    app = await buildApp({ config, database, verifyToken, identityKeys })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('on an API answer and on a problem answer', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health' })
    expectCommonHeaders(health)
    const problem = await app.inject({ method: 'GET', url: '/api/v1/attempts' })
    expect(problem.statusCode).toBe(401)
    expectCommonHeaders(problem)
  })

  it("on the identity provider's pages, whose inline scripts the policy allows by hash", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/identity/auth?client_id=grile-web&response_type=code&redirect_uri=http%3A%2F%2Fnowhere.test%2F&scope=openid',
    })
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expectCommonHeaders(response)
    expectInlineScriptsAllowed(response)
  })

  it('keeps the stricter policy of the payment sandbox page', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/payments/sandbox/checkout/unknown-session',
    })
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(directives(response).get('default-src')).toEqual(["'none'"])
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('sends HSTS only when the request came over https (through the proxy)', async () => {
    const overHttps = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(overHttps.headers['strict-transport-security']).toBe(HSTS_VALUE)
    const overHttp = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'http' },
    })
    expect(overHttp.headers['strict-transport-security']).toBeUndefined()
  })

  it('believes forwarded headers only from a proxy on this machine (TRUST_PROXY=loopback)', async () => {
    const forged = await app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.1' },
    })
    expect(forged.headers['strict-transport-security']).toBeUndefined()
  })

  // Skipped without the shell's build when run by hand; under CI (`npm test` builds first) it runs.
  const withWeb = webBuilt || process.env.CI ? it : it.skip
  withWeb('on the shell page (its theme script allowed by hash) and on static files', async () => {
    const page = await app.inject({ method: 'GET', url: '/exams' })
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expectCommonHeaders(page)
    expectInlineScriptsAllowed(page)

    // The public pages rendered at build time: theme, session and loader scripts, and React's own theme script.
    for (const url of ['/', '/lessons', '/no-such-page']) {
      const prerendered = await app.inject({ method: 'GET', url })
      expectCommonHeaders(prerendered)
      expectInlineScriptsAllowed(prerendered)
    }

    const mainFile = /src="\/(main\.[0-9a-f]{10}\.js)"/.exec(page.body)?.[1]
    const entry = await app.inject({ method: 'GET', url: `/${mainFile}` })
    expect(entry.statusCode).toBe(200)
    expectCommonHeaders(entry)
    const remoteEntry = await app.inject({ method: 'GET', url: '/remotes/mfe_exams/remoteEntry.js' })
    expect(remoteEntry.statusCode).toBe(200)
    expectCommonHeaders(remoteEntry)
  })
})

describe('the policy with releases on a CDN', () => {
  const configWith = (env: Record<string, string>) =>
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost', ...env })

  it('lets the shell load scripts and manifests from the origins in RELEASE_ORIGINS, and no other', () => {
    const config = configWith({ RELEASE_ORIGINS: 'https://cdn.grile.ro, https://static.grile.ro/' })
    const csp = contentSecurityPolicyDirectives(config, [])
    for (const directive of ['script-src', 'connect-src']) {
      expect(csp[directive]).toEqual(
        expect.arrayContaining(['https://cdn.grile.ro', 'https://static.grile.ro']),
      )
    }
    expect(contentSecurityPolicyDirectives(configWith({}), [])['script-src']).not.toContain(
      'https://cdn.grile.ro',
    )
  })

  it('refuses a RELEASE_ORIGINS entry that is not an origin, saying what is expected', () => {
    expect(() => configWith({ RELEASE_ORIGINS: 'https://cdn.grile.ro/releases' })).toThrow(
      'Must be origins separated by commas, such as https://cdn.example.ro',
    )
  })
})
