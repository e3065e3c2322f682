import http from 'node:http'
import Stripe from 'stripe'
import { eq } from 'drizzle-orm'
import type { Database } from '../../src/db/client'
import { purchases } from '../../src/db/schema/index'
import { createTestApp, type TestApp } from '../support/test-app'
import { createCaller, createOffer, userRow, type Caller } from '../support/commerce-fixtures'

const WEBHOOK_SECRET = 'whsec_test_grile_webhook_secret'
const FAKE_STRIPE_PORT = 8234
const PUBLIC_URL = 'https://grile.example'

/**
 * A stand-in for Stripe's API on a local port (the SDK's documented host/port/protocol options point
 * at it, as they would at stripe-mock): it records checkout sessions and answers their payment status.
 */
function startFakeStripe() {
  const sessions = new Map<string, { paymentStatus: 'paid' | 'unpaid' }>()
  const created: URLSearchParams[] = []
  let counter = 0
  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` })
        response.end(JSON.stringify(payload))
      }
      const session = (id: string) => ({
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        payment_status: sessions.get(id)?.paymentStatus ?? 'unpaid',
      })
      if (request.headers.authorization !== 'Bearer sk_test_grile')
        return send(401, { error: { type: 'invalid_request_error', message: 'bad key' } })
      if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
        counter += 1
        const id = `cs_test_${counter}_${Date.now()}`
        sessions.set(id, { paymentStatus: 'unpaid' })
        created.push(new URLSearchParams(body))
        return send(200, session(id))
      }
      const match = /^\/v1\/checkout\/sessions\/([\w-]+)/.exec(request.url ?? '')
      if (request.method === 'GET' && match?.[1] && sessions.has(match[1]))
        return send(200, session(match[1]))
      return send(404, { error: { type: 'invalid_request_error', message: 'No such session' } })
    })
  })
  return {
    sessions,
    created,
    listen: () => new Promise<void>((resolve) => server.listen(FAKE_STRIPE_PORT, '127.0.0.1', resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('Stripe Checkout', () => {
  const fakeStripe = startFakeStripe()
  let t: TestApp
  let db: Database
  let offer: Awaited<ReturnType<typeof createOffer>>
  const stripe = new Stripe('sk_test_unused')

  beforeAll(async () => {
    await fakeStripe.listen()
    t = await createTestApp({
      PUBLIC_URL,
      // The local sign-in on a public address: allowed as a demo.
      PUBLIC_DEMO: 'true',
      STRIPE_SECRET_KEY: 'sk_test_grile',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${FAKE_STRIPE_PORT}`,
    })
    db = t.database.db
    offer = await createOffer(db, {
      name: '60 tokens + Istoricescu voucher',
      quantity: 60,
      priceTotal: 100,
      istoricescuDucats: 50,
    })
  })
  afterAll(async () => {
    await t.close()
    await fakeStripe.close()
  })

  async function buy(caller: Caller) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/offers/${offer.id}/buy`,
      headers: caller.headers,
    })
    expect(response.statusCode).toBe(200)
    const url = response.json() as string
    const sessionId = url.split('/').pop() as string
    return { url, sessionId }
  }

  function signedEvent(type: string, session: Record<string, unknown>, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify({
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object: { object: 'checkout.session', ...session } },
    })
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret })
    return { payload, signature }
  }

  const deliver = ({ payload, signature }: { payload: string; signature: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    })

  it('opens a Checkout session in RON with the offer and answers its URL', async () => {
    const buyer = await createCaller(t)
    const { url, sessionId } = await buy(buyer)
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`)
    const sent = fakeStripe.created.at(-1) as URLSearchParams
    expect(sent.get('mode')).toBe('payment')
    expect(sent.get('line_items[0][price_data][currency]')).toBe('ron')
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe('10000')
    expect(sent.get('line_items[0][price_data][product_data][name]')).toBe('60 tokens + Istoricescu voucher')
    expect(sent.get('success_url')).toBe(`${PUBLIC_URL}/purchases/{CHECKOUT_SESSION_ID}`)
    expect(sent.get('cancel_url')).toBe(`${PUBLIC_URL}/tokens`)
    expect(sent.get('client_reference_id')).toBe(buyer.userId)
    const [purchase] = await db.select().from(purchases).where(eq(purchases.sessionId, sessionId))
    expect(purchase).toMatchObject({ provider: 'stripe', status: 'PENDING', userId: buyer.userId })
  })

  it('fulfils on a verified checkout.session.completed, once for 10 simultaneous deliveries', async () => {
    const buyer = await createCaller(t, { tokens: 4 })
    const { sessionId } = await buy(buyer)
    const event = signedEvent('checkout.session.completed', { id: sessionId, payment_status: 'paid' })
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(event)))
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200))
    expect(await userRow(db, buyer.userId)).toMatchObject({ tokens: 64, customer: true })

    const purchase = await t.app.inject({
      method: 'GET',
      url: `/api/v1/purchases/${sessionId}`,
      headers: buyer.headers,
    })
    expect(purchase.json()).toMatchObject({ status: 'FULFILLED', voucherForIstoricescu: { ducats: 50 } })
  })

  it('refuses events with a wrong or missing signature, granting nothing', async () => {
    const buyer = await createCaller(t, { tokens: 0 })
    const { sessionId } = await buy(buyer)
    const forged = signedEvent(
      'checkout.session.completed',
      { id: sessionId, payment_status: 'paid' },
      'whsec_someone_else',
    )
    expect((await deliver(forged)).statusCode).toBe(400)
    const genuine = signedEvent('checkout.session.completed', { id: sessionId, payment_status: 'paid' })
    const tampered = { payload: genuine.payload.replace('"paid"', '"paid" '), signature: genuine.signature }
    expect((await deliver(tampered)).statusCode).toBe(400)
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: genuine.payload,
    })
    expect(unsigned.statusCode).toBe(400)
    expect((await userRow(db, buyer.userId)).tokens).toBe(0)
  })

  it('does not fulfil an unpaid completion, and closes expired sessions', async () => {
    const buyer = await createCaller(t, { tokens: 0 })
    const { sessionId } = await buy(buyer)
    expect(
      (await deliver(signedEvent('checkout.session.completed', { id: sessionId, payment_status: 'unpaid' })))
        .statusCode,
    ).toBe(200)
    expect((await userRow(db, buyer.userId)).tokens).toBe(0)
    await deliver(signedEvent('checkout.session.expired', { id: sessionId, payment_status: 'unpaid' }))
    const [purchase] = await db.select().from(purchases).where(eq(purchases.sessionId, sessionId))
    expect(purchase?.status).toBe('CANCELED')
    // A late "completed" for a closed session changes nothing.
    await deliver(signedEvent('checkout.session.completed', { id: sessionId, payment_status: 'paid' }))
    expect((await userRow(db, buyer.userId)).tokens).toBe(0)
  })

  it('fulfils on the purchase page reload when Stripe reports the session paid before the webhook', async () => {
    const buyer = await createCaller(t, { tokens: 1 })
    const { sessionId } = await buy(buyer)
    const load = () =>
      t.app.inject({ method: 'GET', url: `/api/v1/purchases/${sessionId}`, headers: buyer.headers })
    expect((await load()).json().status).toBe('PENDING')

    fakeStripe.sessions.set(sessionId, { paymentStatus: 'paid' })
    const reloads = await Promise.all(Array.from({ length: 5 }, load))
    expect(reloads.map((reload) => reload.json().status)).toEqual(Array(5).fill('FULFILLED'))
    await deliver(signedEvent('checkout.session.completed', { id: sessionId, payment_status: 'paid' }))
    expect((await userRow(db, buyer.userId)).tokens).toBe(61)
  })

  it('keeps the sandbox checkout away from Stripe sessions', async () => {
    const buyer = await createCaller(t, { tokens: 0 })
    const { sessionId } = await buy(buyer)
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/checkout/${sessionId}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cardNumber=4242424242424242&expiry=12%2F39&cvc=123',
    })
    expect(pay.statusCode).toBe(404)
    expect((await userRow(db, buyer.userId)).tokens).toBe(0)
  })
})
