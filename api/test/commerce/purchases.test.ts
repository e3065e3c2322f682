import { eq } from 'drizzle-orm'
import type { Database } from '../../src/db/client'
import { purchases, vouchersForIstoricescu } from '../../src/db/schema/index'
import { createTestApp, type TestApp } from '../support/test-app'
import { createAdmin, createCaller, createOffer, userRow, type Caller } from '../support/commerce-fixtures'

const SUCCESS_CARD = { name: 'Ana Popescu', cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }
const DECLINED_CARD = { ...SUCCESS_CARD, cardNumber: '4000 0000 0000 0002' }
const DAY_MS = 24 * 60 * 60 * 1000

describe('offers, the card sandbox and purchases', () => {
  let t: TestApp
  let db: Database
  let admin: Caller
  let tokens10: Awaited<ReturnType<typeof createOffer>>
  let tokens60WithDucats: Awaited<ReturnType<typeof createOffer>>
  let lesson: Awaited<ReturnType<typeof createOffer>>
  let retired: Awaited<ReturnType<typeof createOffer>>

  beforeAll(async () => {
    t = await createTestApp()
    db = t.database.db
    admin = await createAdmin(t)
    tokens10 = await createOffer(db, { name: '10 tokens', quantity: 10, priceTotal: 25, position: 1 })
    tokens60WithDucats = await createOffer(db, {
      name: '60 tokens + Istoricescu voucher',
      quantity: 60,
      priceTotal: 100,
      istoricescuDucats: 50,
      position: 2,
    })
    lesson = await createOffer(db, {
      name: '1x online session',
      itemType: 'LESSON',
      quantity: 1,
      priceTotal: 75,
    })
    retired = await createOffer(db, { name: 'Retired pack', quantity: 5, priceTotal: 10, active: false })
  })
  afterAll(() => t.close())

  const buy = (offerId: string, caller?: Caller) =>
    t.app.inject({ method: 'GET', url: `/api/v1/offers/${offerId}/buy`, headers: caller?.headers })

  const postForm = (url: string, form: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    })

  /** Opens a checkout like the Buy button does; answers the sandbox page URL and the session id. */
  async function checkout(offerId: string, caller: Caller) {
    const response = await buy(offerId, caller)
    expect(response.statusCode).toBe(200)
    const url = response.json() as string
    const sessionId = url.split('/').pop() as string
    return { url, sessionId }
  }

  const getPurchase = (sessionId: string, caller?: Caller) =>
    t.app.inject({ method: 'GET', url: `/api/v1/purchases/${sessionId}`, headers: caller?.headers })

  describe('GET /v1/offers', () => {
    it('lists active offers in shop order with RON prices, for anyone', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/offers' })
      expect(response.statusCode).toBe(200)
      const names = (response.json() as { name: string }[]).map((offer) => offer.name)
      expect(names).toEqual(['1x online session', '10 tokens', '60 tokens + Istoricescu voucher'])
    })

    it('filters by item type and gives the price per item', async () => {
      const tokenOffers = await t.app.inject({ method: 'GET', url: '/api/v1/offers?offerItemType=TOKEN' })
      expect(tokenOffers.json()).toEqual([
        {
          id: tokens10.id,
          name: '10 tokens',
          quantity: 10,
          priceTotal: 25,
          pricePerItem: 2.5,
          istoricescuDucats: null,
          itemType: 'TOKEN',
        },
        {
          id: tokens60WithDucats.id,
          name: '60 tokens + Istoricescu voucher',
          quantity: 60,
          priceTotal: 100,
          pricePerItem: 1.67,
          istoricescuDucats: 50,
          itemType: 'TOKEN',
        },
      ])
      const lessons = await t.app.inject({ method: 'GET', url: '/api/v1/offers?offerItemType=LESSON' })
      expect(lessons.json()).toEqual([
        {
          id: lesson.id,
          name: '1x online session',
          quantity: 1,
          priceTotal: 75,
          pricePerItem: 75,
          istoricescuDucats: null,
          itemType: 'LESSON',
        },
      ])
    })

    it('refuses an unknown item type', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/offers?offerItemType=BOOK' })
      expect(response.statusCode).toBe(400)
      expect(response.json().errors[0].field).toBe('querystring.offerItemType')
    })
  })

  describe('GET /v1/offers/{id}/buy', () => {
    it('answers the sandbox checkout URL as a JSON string and records a pending purchase', async () => {
      const buyer = await createCaller(t)
      const response = await buy(tokens10.id, buyer)
      expect(response.headers['content-type']).toContain('application/json')
      const url = response.json() as string
      expect(url).toMatch(/^\/api\/payments\/sandbox\/checkout\/cs_sandbox_[\w-]{20,}$/)
      const [purchase] = await db.select().from(purchases).where(eq(purchases.userId, buyer.userId))
      expect(purchase).toMatchObject({
        status: 'PENDING',
        provider: 'sandbox',
        quantity: 10,
        amount: 25,
        offerName: '10 tokens',
      })
      expect(url.endsWith(purchase!.sessionId)).toBe(true)
    })

    it('needs a signed-in user with a profile, and an active offer', async () => {
      expect((await buy(tokens10.id)).statusCode).toBe(401)
      const buyer = await createCaller(t)
      expect((await buy('00000000-0000-4000-8000-000000000000', buyer)).statusCode).toBe(404)
      expect((await buy(retired.id, buyer)).statusCode).toBe(404)
      expect(await db.select().from(purchases).where(eq(purchases.userId, buyer.userId))).toEqual([])
      expect((await buy('not-an-id', buyer)).statusCode).toBe(400)
      const noProfile = await createCaller(t, { withoutProfile: true })
      expect((await buy(tokens10.id, noProfile)).statusCode).toBe(404)
    })
  })

  describe('the card sandbox, end to end', () => {
    it('buy → checkout page → success card → /purchases/{sessionId} shows the tokens added', async () => {
      const buyer = await createCaller(t, { tokens: 3 })
      const { url, sessionId } = await checkout(tokens10.id, buyer)

      const page = await t.app.inject({ method: 'GET', url })
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(page.headers['content-security-policy']).toContain("default-src 'none'")
      expect(page.body).toContain('10 tokens')
      expect(page.body).toContain('25,00\u00a0RON')
      expect(page.body).toContain('4242 4242 4242 4242')
      expect(page.body).toContain('4000 0000 0000 0002')
      expect(page.body).toContain('grile.theme')
      expect(page.body).toContain(`action="${url}/pay"`)
      expect(page.body).toContain(`action="${url}/cancel"`)

      const paid = await postForm(`${url}/pay`, SUCCESS_CARD)
      expect(paid.statusCode).toBe(303)
      expect(paid.headers.location).toBe(`/purchases/${sessionId}`)

      const purchase = await getPurchase(sessionId, buyer)
      expect(purchase.statusCode).toBe(200)
      expect(purchase.json()).toMatchObject({
        sessionId,
        offer: { quantity: 10, itemType: 'TOKEN', name: '10 tokens' },
        amount: 25,
        status: 'FULFILLED',
        fulfilledAt: expect.any(String),
        voucherForIstoricescu: null,
      })
      expect(await userRow(db, buyer.userId)).toMatchObject({ tokens: 13, customer: true })

      // Reloading the checkout afterwards goes to the purchase, and paying again grants nothing.
      const reload = await t.app.inject({ method: 'GET', url })
      expect(reload.statusCode).toBe(303)
      expect(reload.headers.location).toBe(`/purchases/${sessionId}`)
      expect((await postForm(`${url}/pay`, SUCCESS_CARD)).statusCode).toBe(303)
      expect((await userRow(db, buyer.userId)).tokens).toBe(13)
    })

    it('a declined card adds nothing and lets the buyer try another card', async () => {
      const buyer = await createCaller(t, { tokens: 0 })
      const { url, sessionId } = await checkout(tokens10.id, buyer)

      const declined = await postForm(`${url}/pay`, DECLINED_CARD)
      expect(declined.statusCode).toBe(402)
      expect(declined.body).toContain('Your card was declined.')
      expect(declined.body).not.toContain('4000 0000 0000 0002"')
      expect(await userRow(db, buyer.userId)).toMatchObject({ tokens: 0, customer: false })
      expect((await getPurchase(sessionId, buyer)).json()).toMatchObject({
        status: 'PENDING',
        fulfilledAt: null,
      })

      const invalid = await postForm(`${url}/pay`, { ...SUCCESS_CARD, expiry: '01/20' })
      expect(invalid.statusCode).toBe(400)
      expect(invalid.body).toContain('Your card has expired.')
      expect((await userRow(db, buyer.userId)).tokens).toBe(0)

      expect((await postForm(`${url}/pay`, SUCCESS_CARD)).statusCode).toBe(303)
      expect((await userRow(db, buyer.userId)).tokens).toBe(10)
    })

    it('replaying the completion 10 times at once fulfils once', async () => {
      const buyer = await createCaller(t, { tokens: 1 })
      const { url, sessionId } = await checkout(tokens60WithDucats.id, buyer)
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => postForm(`${url}/pay`, SUCCESS_CARD)),
      )
      expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(303))
      expect(new Set(responses.map((response) => response.headers.location))).toEqual(
        new Set([`/purchases/${sessionId}`]),
      )
      expect((await userRow(db, buyer.userId)).tokens).toBe(61)
      const vouchers = await db
        .select()
        .from(vouchersForIstoricescu)
        .where(eq(vouchersForIstoricescu.userId, buyer.userId))
      expect(vouchers).toHaveLength(1)
    })

    it('a token offer with ducats gives a partner voucher expiring 7 days after the purchase', async () => {
      const buyer = await createCaller(t)
      const { url, sessionId } = await checkout(tokens60WithDucats.id, buyer)
      await postForm(`${url}/pay`, SUCCESS_CARD)
      const purchase = (await getPurchase(sessionId, buyer)).json()
      expect(purchase.voucherForIstoricescu).toEqual({
        id: expect.any(String),
        ducats: 50,
        expiresAt: expect.any(String),
      })
      expect(Date.parse(purchase.voucherForIstoricescu.expiresAt) - Date.parse(purchase.fulfilledAt)).toBe(
        7 * DAY_MS,
      )

      const current = await t.app.inject({
        method: 'GET',
        url: '/api/v1/vouchers/for-istoricescu',
        headers: buyer.headers,
      })
      expect(current.json()).toEqual([
        {
          id: purchase.voucherForIstoricescu.id,
          ducats: 50,
          expiresAt: purchase.voucherForIstoricescu.expiresAt,
          expiresInSeconds: expect.any(Number),
        },
      ])
      expect(current.json()[0].expiresInSeconds).toBeGreaterThan(7 * 24 * 3600 - 120)
      expect(current.json()[0].expiresInSeconds).toBeLessThanOrEqual(7 * 24 * 3600)
    })

    it('a lesson makes the buyer a customer and adds no tokens', async () => {
      const buyer = await createCaller(t, { tokens: 2 })
      const { url, sessionId } = await checkout(lesson.id, buyer)
      const page = await t.app.inject({ method: 'GET', url })
      expect(page.body).toContain('75,00\u00a0RON')
      await postForm(`${url}/pay`, SUCCESS_CARD)
      expect(await userRow(db, buyer.userId)).toMatchObject({ tokens: 2, customer: true })
      expect((await getPurchase(sessionId, buyer)).json()).toMatchObject({
        offer: { itemType: 'LESSON', quantity: 1, name: '1x online session' },
        status: 'FULFILLED',
        voucherForIstoricescu: null,
      })
    })

    it('Cancel goes back to /tokens or /lessons/buy and closes the checkout', async () => {
      const buyer = await createCaller(t, { tokens: 0 })
      const tokenCheckout = await checkout(tokens10.id, buyer)
      const cancelled = await postForm(`${tokenCheckout.url}/cancel`)
      expect(cancelled.statusCode).toBe(303)
      expect(cancelled.headers.location).toBe('/tokens')
      expect((await t.app.inject({ method: 'GET', url: tokenCheckout.url })).statusCode).toBe(410)
      const payAfterCancel = await postForm(`${tokenCheckout.url}/pay`, SUCCESS_CARD)
      expect(payAfterCancel.statusCode).toBe(410)
      expect((await userRow(db, buyer.userId)).tokens).toBe(0)
      expect((await getPurchase(tokenCheckout.sessionId, buyer)).json().status).toBe('CANCELED')

      const lessonCheckout = await checkout(lesson.id, buyer)
      const back = await postForm(`${lessonCheckout.url}/cancel`)
      expect(back.headers.location).toBe('/lessons/buy')
    })

    it('answers unknown sessions with a not-found page', async () => {
      const url = '/api/payments/sandbox/checkout/cs_sandbox_unknown'
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404)
      expect((await postForm(`${url}/pay`, SUCCESS_CARD)).statusCode).toBe(404)
      expect((await postForm(`${url}/cancel`)).statusCode).toBe(404)
    })

    it('escapes the offer name on the page', async () => {
      const offer = await createOffer(db, {
        name: '<img src=x onerror=alert(1)> pack',
        quantity: 1,
        priceTotal: 3,
      })
      const buyer = await createCaller(t)
      const { url } = await checkout(offer.id, buyer)
      const page = await t.app.inject({ method: 'GET', url })
      expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt; pack')
      expect(page.body).not.toContain('<img src=x')
    })
  })

  describe('Stripe webhook without Stripe configured', () => {
    it('answers 503', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        payload: '{}',
      })
      expect(response.statusCode).toBe(503)
    })
  })

  describe('GET /v1/purchases and /v1/purchases/{sessionId}', () => {
    it('lists own purchases newest first; admins may list anyone’s; others get 403', async () => {
      const buyer = await createCaller(t)
      const first = await checkout(tokens10.id, buyer)
      await postForm(`${first.url}/pay`, SUCCESS_CARD)
      const second = await checkout(lesson.id, buyer)

      const own = await t.app.inject({ method: 'GET', url: '/api/v1/purchases', headers: buyer.headers })
      expect(own.statusCode).toBe(200)
      expect(own.json().map((purchase: { sessionId: string }) => purchase.sessionId)).toEqual([
        second.sessionId,
        first.sessionId,
      ])
      expect(own.json()[1]).toMatchObject({ status: 'FULFILLED', offer: { name: '10 tokens' } })

      const explicit = await t.app.inject({
        method: 'GET',
        url: `/api/v1/purchases?userId=${buyer.userId}`,
        headers: buyer.headers,
      })
      expect(explicit.json()).toEqual(own.json())
      const byAdmin = await t.app.inject({
        method: 'GET',
        url: `/api/v1/purchases?userId=${buyer.userId}`,
        headers: admin.headers,
      })
      expect(byAdmin.json()).toEqual(own.json())

      const other = await createCaller(t)
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/v1/purchases?userId=${buyer.userId}`,
            headers: other.headers,
          })
        ).statusCode,
      ).toBe(403)
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/purchases', headers: other.headers })).json(),
      ).toEqual([])
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/purchases' })).statusCode).toBe(401)
    })

    it('shows a purchase to its owner and admins only', async () => {
      const buyer = await createCaller(t)
      const { sessionId } = await checkout(tokens10.id, buyer)
      expect((await getPurchase(sessionId, buyer)).statusCode).toBe(200)
      expect((await getPurchase(sessionId, admin)).json()).toMatchObject({ sessionId, status: 'PENDING' })
      expect((await getPurchase(sessionId, await createCaller(t))).statusCode).toBe(404)
      expect((await getPurchase(sessionId)).statusCode).toBe(401)
      expect((await getPurchase('cs_sandbox_does_not_exist', buyer)).statusCode).toBe(404)
    })
  })
})
