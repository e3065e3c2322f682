import { eq } from 'drizzle-orm'
import type { Database } from '../../src/db/client'
import { purchases, vouchersByIstoricescu, vouchersForIstoricescu } from '../../src/db/schema/index'
import { createTestApp, type TestApp } from '../support/test-app'
import { createAdmin, createCaller, createOffer, userRow, type Caller } from '../support/commerce-fixtures'
import { expectProblem } from '../support/problems'

const PARTNER_KEY = 'istoricescu-test-key-0123456789'
const NOT_FOUND_TEXT = 'Voucherul nu există sau a fost deja revendicat.'
const UNAVAILABLE_TEXT =
  'Serviciul de vouchere nu este disponibil în acest moment. Vă rugăm să încercați din nou mai târziu sau să ne contactați!'

describe('vouchers', () => {
  let t: TestApp
  let db: Database

  beforeAll(async () => {
    t = await createTestApp({ ISTORICESCU_API_KEY: PARTNER_KEY })
    db = t.database.db
  })
  afterAll(() => t.close())

  const issue = (payload: unknown, headers: Record<string, string> = { 'x-api-key': PARTNER_KEY }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/partners/istoricescu/vouchers',
      headers,
      payload: payload as object,
    })

  async function issued(tokens: number): Promise<string> {
    const response = await issue({ tokens })
    expect(response.statusCode).toBe(201)
    return (response.json() as { id: string }).id
  }

  const voucherUrl = (id: string) => `/api/v1/vouchers/by-istoricescu/${id}`

  describe('POST /v1/partners/istoricescu/vouchers (the partner, by API key)', () => {
    it('issues a voucher worth the tokens asked for', async () => {
      const id = await issued(15)
      const [voucher] = await db.select().from(vouchersByIstoricescu).where(eq(vouchersByIstoricescu.id, id))
      expect(voucher).toMatchObject({ tokens: 15, claimedByUserId: null })
    })

    it('answers 401 without the key or with a wrong one, before looking at the body', async () => {
      for (const headers of [
        {} as Record<string, string>,
        { 'x-api-key': '' },
        { 'x-api-key': `${PARTNER_KEY}x` },
        { 'x-api-key': 'short' },
      ]) {
        const response = await issue({ tokens: 'lots' }, headers)
        expectProblem(response, 401)
      }
      const user = await createCaller(t)
      expect((await issue({ tokens: 5 }, user.headers)).statusCode).toBe(401)
      expect(
        await db.select().from(vouchersByIstoricescu).where(eq(vouchersByIstoricescu.tokens, 5)),
      ).toEqual([])
    })

    it.each([
      [{ tokens: 0 }, 'must be at least 1'],
      [{ tokens: 1001 }, 'must not exceed 1000'],
      [{ tokens: 2.5 }, undefined],
      [{}, undefined],
    ])('refuses %j with a field error', async (payload, message) => {
      const response = await issue(payload)
      expect(response.statusCode).toBe(400)
      expect(response.json().errors[0].field).toBe('body.tokens')
      if (message) expect(response.json().errors[0].message).toBe(message)
    })
  })

  describe('GET and DELETE /v1/vouchers/by-istoricescu/{id}', () => {
    it('shows the tokens of an unclaimed voucher, then claims it once for the signed-in user', async () => {
      const id = await issued(20)
      const user = await createCaller(t, { tokens: 3 })
      const shown = await t.app.inject({ method: 'GET', url: voucherUrl(id), headers: user.headers })
      expect(shown.statusCode).toBe(200)
      expect(shown.json()).toEqual({ tokens: 20 })

      const claim = await t.app.inject({ method: 'DELETE', url: voucherUrl(id), headers: user.headers })
      expect(claim.statusCode).toBe(200)
      expect(claim.json()).toEqual({ tokens: 20 })
      expect((await userRow(db, user.userId)).tokens).toBe(23)

      const again = await t.app.inject({ method: 'DELETE', url: voucherUrl(id), headers: user.headers })
      expect(again.statusCode).toBe(404)
      expect(again.json().detail).toBe(NOT_FOUND_TEXT)
      const gone = await t.app.inject({ method: 'GET', url: voucherUrl(id), headers: user.headers })
      expect(gone.statusCode).toBe(404)
      expect((await userRow(db, user.userId)).tokens).toBe(23)
    })

    it('answers 404 for unknown vouchers and ids that are not voucher ids', async () => {
      const user = await createCaller(t)
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-voucher']) {
        expect(
          (await t.app.inject({ method: 'GET', url: voucherUrl(id), headers: user.headers })).statusCode,
        ).toBe(404)
        expect(
          (await t.app.inject({ method: 'DELETE', url: voucherUrl(id), headers: user.headers })).statusCode,
        ).toBe(404)
      }
    })

    it('needs a signed-in user', async () => {
      const id = await issued(2)
      expect((await t.app.inject({ method: 'GET', url: voucherUrl(id) })).statusCode).toBe(401)
      expect((await t.app.inject({ method: 'DELETE', url: voucherUrl(id) })).statusCode).toBe(401)
    })

    it('leaves the voucher unclaimed when the caller has no profile yet', async () => {
      const id = await issued(4)
      const stranger = await createCaller(t, { withoutProfile: true })
      expect(
        (await t.app.inject({ method: 'DELETE', url: voucherUrl(id), headers: stranger.headers })).statusCode,
      ).toBe(404)
      const user = await createCaller(t)
      expect(
        (await t.app.inject({ method: 'GET', url: voucherUrl(id), headers: user.headers })).json(),
      ).toEqual({ tokens: 4 })
    })

    it('50 concurrent claims of one voucher give its tokens exactly once', async () => {
      const id = await issued(7)
      const claimers = await Promise.all(Array.from({ length: 50 }, () => createCaller(t, { tokens: 0 })))
      const responses = await Promise.all(
        claimers.map((claimer) =>
          t.app.inject({ method: 'DELETE', url: voucherUrl(id), headers: claimer.headers }),
        ),
      )
      const statuses = responses.map((response) => response.statusCode)
      expect(statuses.filter((status) => status === 200)).toHaveLength(1)
      expect(statuses.filter((status) => status === 404)).toHaveLength(49)
      const balances = await Promise.all(claimers.map((claimer) => userRow(db, claimer.userId)))
      expect(balances.reduce((sum, user) => sum + user.tokens, 0)).toBe(7)
      const winner = claimers[statuses.indexOf(200)] as Caller
      const [voucher] = await db.select().from(vouchersByIstoricescu).where(eq(vouchersByIstoricescu.id, id))
      expect(voucher?.claimedByUserId).toBe(winner.userId)
    })

    it('50 concurrent claims by the same user give the tokens once', async () => {
      const id = await issued(9)
      const user = await createCaller(t, { tokens: 1 })
      const responses = await Promise.all(
        Array.from({ length: 50 }, () =>
          t.app.inject({ method: 'DELETE', url: voucherUrl(id), headers: user.headers }),
        ),
      )
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1)
      expect((await userRow(db, user.userId)).tokens).toBe(10)
    })
  })

  describe('GET /v1/vouchers/for-istoricescu', () => {
    async function voucherFor(user: Caller, expiresAt: Date, ducats: number) {
      const offer = await createOffer(db, { quantity: 60, priceTotal: 100, istoricescuDucats: ducats })
      const [purchase] = await db
        .insert(purchases)
        .values({
          sessionId: `cs_sandbox_${Math.random().toString(36).slice(2)}`,
          provider: 'sandbox',
          userId: user.userId,
          offerId: offer.id,
          offerName: offer.name,
          itemType: 'TOKEN',
          quantity: 60,
          amount: 100,
          istoricescuDucats: ducats,
          status: 'FULFILLED',
          fulfilledAt: new Date(),
        })
        .returning()
      await db
        .insert(vouchersForIstoricescu)
        .values({ purchaseId: purchase!.id, userId: user.userId, ducats, expiresAt })
    }

    it('lists only unexpired vouchers, soonest first, with seconds left; own or admin only', async () => {
      const user = await createCaller(t)
      const inOneHour = new Date(Date.now() + 3600_000)
      await voucherFor(user, new Date(Date.now() + 2 * 86_400_000), 120)
      await voucherFor(user, inOneHour, 50)
      await voucherFor(user, new Date(Date.now() - 1000), 70)

      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/vouchers/for-istoricescu',
        headers: user.headers,
      })
      expect(response.statusCode).toBe(200)
      const vouchers = response.json() as { ducats: number; expiresAt: string; expiresInSeconds: number }[]
      expect(vouchers.map((voucher) => voucher.ducats)).toEqual([50, 120])
      expect(vouchers[0]?.expiresAt).toBe(inOneHour.toISOString())
      expect(vouchers[0]?.expiresInSeconds).toBeGreaterThan(3500)
      expect(vouchers[0]?.expiresInSeconds).toBeLessThanOrEqual(3600)

      const withUserId = await t.app.inject({
        method: 'GET',
        url: `/api/v1/vouchers/for-istoricescu?userId=${user.userId}`,
        headers: user.headers,
      })
      expect(withUserId.json().map((voucher: { ducats: number }) => voucher.ducats)).toEqual([50, 120])
      const admin = await createAdmin(t)
      const byAdmin = await t.app.inject({
        method: 'GET',
        url: `/api/v1/vouchers/for-istoricescu?userId=${user.userId}`,
        headers: admin.headers,
      })
      expect(byAdmin.json()).toHaveLength(2)
      const other = await createCaller(t)
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/v1/vouchers/for-istoricescu?userId=${user.userId}`,
            headers: other.headers,
          })
        ).statusCode,
      ).toBe(403)
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/vouchers/for-istoricescu' })).statusCode,
      ).toBe(401)
    })
  })
})

describe('vouchers with the partner integration switched off', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ ISTORICESCU_ENABLED: 'false', ISTORICESCU_API_KEY: PARTNER_KEY })
  })
  afterAll(() => t.close())

  it('answers 503 to reading, claiming and issuing partner vouchers', async () => {
    const [voucher] = await t.database.db.insert(vouchersByIstoricescu).values({ tokens: 5 }).returning()
    const user = await createCaller(t, { tokens: 0 })
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/v1/vouchers/by-istoricescu/${voucher!.id}`,
        headers: user.headers,
      })
      expect(response.statusCode).toBe(503)
      expect(response.json().detail).toBe(UNAVAILABLE_TEXT)
    }
    const issue = await t.app.inject({
      method: 'POST',
      url: '/api/v1/partners/istoricescu/vouchers',
      headers: { 'x-api-key': PARTNER_KEY },
      payload: { tokens: 3 },
    })
    expect(issue.statusCode).toBe(503)
    expect((await userRow(t.database.db, user.userId)).tokens).toBe(0)
  })
})

describe('the partner endpoint without a configured key', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('answers 503 whatever key is sent', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/partners/istoricescu/vouchers',
      headers: { 'x-api-key': 'anything-at-all-here' },
      payload: { tokens: 3 },
    })
    expect(response.statusCode).toBe(503)
  })
})
