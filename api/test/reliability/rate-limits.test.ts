import { createHash, randomBytes } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { buildApp } from '../../src/app'
import { loadConfig } from '../../src/config'
import type { DatabaseHandle } from '../../src/db/client'
import { identityAccounts, purchases } from '../../src/db/schema/index'
import { loadIdentityKeys } from '../../src/identity/identity-keys'
import { verifierFor } from '../../src/auth/verifier-for'
import { createTestApp, createTestDatabase, type TestApp } from '../support/test-app'
import { createCaller, createOffer } from '../support/commerce-fixtures'

describe('rate limits', () => {
  describe('with small limits', () => {
    let t: TestApp
    beforeAll(async () => {
      t = await createTestApp({
        RATE_LIMIT_ENABLED: 'true',
        RATE_LIMIT_SIGN_IN_MAX: '3',
        RATE_LIMIT_PURCHASE_MAX: '2',
        RATE_LIMIT_WRITE_MAX: '4',
      })
    })
    afterAll(() => t.close())

    const signInUp = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/v1/users/sign-in-up', headers })

    it('answers 429 problem+json with Retry-After past the sign-in-up limit, per user', async () => {
      const first = await createCaller(t, { withoutProfile: true })
      const statuses = []
      for (let i = 0; i < 3; i++) statuses.push((await signInUp(first.headers)).statusCode)
      expect(statuses.every((status) => status < 300)).toBe(true)

      const limited = await signInUp(first.headers)
      expect(limited.statusCode).toBe(429)
      expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/)
      expect(limited.json()).toMatchObject({ status: 429, title: 'Too Many Requests' })
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)

      // Another student behind the same address is counted apart.
      const second = await createCaller(t, { withoutProfile: true })
      expect((await signInUp(second.headers)).statusCode).toBeLessThan(300)
    })

    it('limits purchases, and a refused purchase creates nothing', async () => {
      const offer = await createOffer(t.database.db)
      const buyer = await createCaller(t)
      const buy = () =>
        t.app.inject({ method: 'GET', url: `/api/v1/offers/${offer.id}/buy`, headers: buyer.headers })
      expect((await buy()).statusCode).toBeLessThan(400)
      expect((await buy()).statusCode).toBeLessThan(400)
      const created = await t.database.db
        .select({ n: count() })
        .from(purchases)
        .where(eq(purchases.userId, buyer.userId))
      const limited = await buy()
      expect(limited.statusCode).toBe(429)
      expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/)
      const after = await t.database.db
        .select({ n: count() })
        .from(purchases)
        .where(eq(purchases.userId, buyer.userId))
      expect(after).toEqual(created)
    })

    it('shares one budget across the write calls and leaves reads alone', async () => {
      const writer = await createCaller(t)
      const rename = (name: string) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/v1/users/${writer.userId}/name`,
          headers: { ...writer.headers, 'content-type': 'application/json' },
          payload: { name },
        })
      for (const name of ['Name One', 'Name Two', 'Name Three', 'Name Four'])
        expect((await rename(name)).statusCode).toBeLessThan(400)
      const limited = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/users/${writer.userId}/teacher`,
        headers: writer.headers,
      })
      expect(limited.statusCode).toBe(429)
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/v1/users/${writer.userId}`,
        headers: writer.headers,
      })
      expect(read.statusCode).toBe(200)
    })
  })

  it('is on by default, well above what a class of 50 students sends', () => {
    const config = loadConfig({})
    expect(config.RATE_LIMIT_ENABLED).toBe(true)
    expect(config.RATE_LIMIT_WRITE_MAX).toBeGreaterThanOrEqual(120)
    expect(config.RATE_LIMIT_WINDOW_SECONDS).toBe(60)
    expect(config.RATE_LIMIT_IDENTITY_MAX).toBe(20)
  })

  it('can be switched off', async () => {
    const t = await createTestApp({ RATE_LIMIT_ENABLED: 'false', RATE_LIMIT_SIGN_IN_MAX: '1' })
    try {
      const caller = await createCaller(t, { withoutProfile: true })
      for (let i = 0; i < 3; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/users/sign-in-up',
          headers: caller.headers,
        })
        expect(response.statusCode).toBeLessThan(300)
      }
    } finally {
      await t.close()
    }
  })

  describe("the identity provider's sign-in form, per IP address", () => {
    const ORIGIN = 'http://localhost'
    let database: DatabaseHandle
    let app: FastifyInstance

    beforeAll(async () => {
      // oidc-provider asks for Node 22 when it loads; it works on Node 20 (field notes).
      const warn = console.warn
      jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
        if (!String(args[0]).includes('Unsupported runtime')) warn(...args)
      })
      database = await createTestDatabase()
      // The provider is served only with its keys and no hosted authority, as `npm start` runs it.
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PUBLIC_URL: ORIGIN,
        RATE_LIMIT_ENABLED: 'true',
        RATE_LIMIT_IDENTITY_MAX: '3',
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

    /** A browser at `address` that opened the sign-in page: its interaction's address and cookies. */
    async function openSignInPage(address: string) {
      const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url')
      const query = new URLSearchParams({
        client_id: 'grile-web',
        response_type: 'code',
        redirect_uri: `${ORIGIN}/redirect.html`,
        scope: 'openid',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        response_mode: 'fragment',
      })
      const started = await app.inject({
        method: 'GET',
        url: `/identity/auth?${query}`,
        remoteAddress: address,
      })
      expect(started.statusCode).toBe(303)
      const cookies = (started.cookies as { name: string; value: string }[])
        .map(({ name, value }) => `${name}=${value}`)
        .join('; ')
      return { pageUrl: String(started.headers.location), cookie: cookies, address }
    }

    type Browser = Awaited<ReturnType<typeof openSignInPage>>

    const submit = (browser: Browser, values: Record<string, string>): Promise<LightMyRequestResponse> =>
      app.inject({
        method: 'POST',
        url: `${browser.pageUrl}/login`,
        remoteAddress: browser.address,
        headers: { cookie: browser.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(values).toString(),
      })

    it('answers the browser an HTML page with 429 and Retry-After past the limit, and acts on nothing', async () => {
      const browser = await openSignInPage('198.51.100.1')
      // Forms the page refuses (a new e-mail without a name) count like any other attempt.
      for (let i = 0; i < 3; i++)
        expect((await submit(browser, { email: `guess-${i}@example.ro` })).statusCode).toBe(400)

      const limited = await submit(browser, { email: 'over.limit@example.ro', name: 'Over Limit' })
      expect(limited.statusCode).toBe(429)
      expect(limited.headers['content-type']).toMatch(/^text\/html/)
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
      expect(limited.headers['cache-control']).toBe('no-store')
      expect(limited.body).toContain('Too many sign-in attempts. Please wait a minute and try again.')
      // In the product's look, with the way back to the same sign-in page.
      expect(limited.body).toContain('<div class="brand">Grile</div>')
      expect(limited.body).toContain(`href="${browser.pageUrl}"`)
      const created = await database.db
        .select()
        .from(identityAccounts)
        .where(eq(identityAccounts.email, 'over.limit@example.ro'))
      expect(created).toEqual([])

      // The page itself still opens; only the form is limited.
      const page = await app.inject({
        method: 'GET',
        url: browser.pageUrl,
        remoteAddress: browser.address,
        headers: { cookie: browser.cookie },
      })
      expect(page.statusCode).toBe(200)
    })

    it('counts every address apart', async () => {
      const busy = await openSignInPage('198.51.100.2')
      for (let i = 0; i < 3; i++) await submit(busy, { email: `busy-${i}@example.ro` })
      expect((await submit(busy, { email: 'busy@example.ro' })).statusCode).toBe(429)

      const neighbour = await openSignInPage('198.51.100.3')
      const signedUp = await submit(neighbour, { email: 'neighbour@example.ro', name: 'Neighbour' })
      expect(signedUp.statusCode).toBe(303)
    })
  })
})
