import { count, eq } from 'drizzle-orm'
import { loadConfig } from '../../src/config'
import { purchases } from '../../src/db/schema/index'
import { createTestApp, type TestApp } from '../support/test-app'
import { createCaller, createOffer } from '../support/commerce-fixtures'

describe('rate limits', () => {
  describe('with small limits', () => {
    let t: TestApp
    beforeAll(async () => {
      t = await createTestApp({ RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_SIGN_IN_MAX: '3', RATE_LIMIT_PURCHASE_MAX: '2', RATE_LIMIT_WRITE_MAX: '4' })
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
      const buy = () => t.app.inject({ method: 'GET', url: `/api/v1/offers/${offer.id}/buy`, headers: buyer.headers })
      expect((await buy()).statusCode).toBeLessThan(400)
      expect((await buy()).statusCode).toBeLessThan(400)
      const created = await t.database.db.select({ n: count() }).from(purchases).where(eq(purchases.userId, buyer.userId))
      const limited = await buy()
      expect(limited.statusCode).toBe(429)
      expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/)
      const after = await t.database.db.select({ n: count() }).from(purchases).where(eq(purchases.userId, buyer.userId))
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
      for (const name of ['Name One', 'Name Two', 'Name Three', 'Name Four']) expect((await rename(name)).statusCode).toBeLessThan(400)
      const limited = await t.app.inject({ method: 'DELETE', url: `/api/v1/users/${writer.userId}/teacher`, headers: writer.headers })
      expect(limited.statusCode).toBe(429)
      const read = await t.app.inject({ method: 'GET', url: `/api/v1/users/${writer.userId}`, headers: writer.headers })
      expect(read.statusCode).toBe(200)
    })
  })

  it('is on by default, well above what a class of 50 students sends', () => {
    const config = loadConfig({})
    expect(config.RATE_LIMIT_ENABLED).toBe(true)
    expect(config.RATE_LIMIT_WRITE_MAX).toBeGreaterThanOrEqual(120)
    expect(config.RATE_LIMIT_WINDOW_SECONDS).toBe(60)
  })

  it('can be switched off', async () => {
    const t = await createTestApp({ RATE_LIMIT_ENABLED: 'false', RATE_LIMIT_SIGN_IN_MAX: '1' })
    try {
      const caller = await createCaller(t, { withoutProfile: true })
      for (let i = 0; i < 3; i++) {
        const response = await t.app.inject({ method: 'POST', url: '/api/v1/users/sign-in-up', headers: caller.headers })
        expect(response.statusCode).toBeLessThan(300)
      }
    } finally {
      await t.close()
    }
  })
})
