import { randomBytes } from 'node:crypto'
import Stripe from 'stripe'
import type { Config } from '../config'

/** What a checkout is opened for: a snapshot of the offer and the buyer. */
export interface CheckoutRequest {
  offer: { id: string; name: string; itemType: 'TOKEN' | 'LESSON'; quantity: number; priceTotal: number }
  userId: string
  email: string
}

export interface CheckoutSession {
  /** The provider's session id: the purchase's public id (/purchases/{sessionId}) and fulfilment key. */
  sessionId: string
  /** Where the browser goes to pay. */
  url: string
}

/** Where a buyer who cancels goes back to (/tokens or /lessons/buy; see docs/product-rules.md#purchases). */
export function cancelPathFor(itemType: 'TOKEN' | 'LESSON'): string {
  return itemType === 'LESSON' ? '/lessons/buy' : '/tokens'
}

export const purchasePath = (sessionId: string) => `/purchases/${encodeURIComponent(sessionId)}`

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe'
  createCheckout: (request: CheckoutRequest) => Promise<CheckoutSession>
  /** Whether the provider reports the session as paid (so a reload can fulfil before the webhook). */
  isPaid: (sessionId: string) => Promise<boolean>
}

export const SANDBOX_CHECKOUT_PREFIX = '/api/payments/sandbox/checkout'

/**
 * The local card sandbox (docs/decisions/0017-payments-sandbox-and-stripe.md): the API serves the checkout
 * page itself. The URL is relative, so the buyer stays on the origin they are signed in on.
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async createCheckout() {
      const sessionId = `cs_sandbox_${randomBytes(18).toString('base64url')}`
      return { sessionId, url: `${SANDBOX_CHECKOUT_PREFIX}/${sessionId}` }
    },
    // The sandbox completes purchases itself, through its pay form.
    async isPaid() {
      return false
    },
  }
}

export function createStripeClient(config: Config): Stripe | undefined {
  if (!config.STRIPE_SECRET_KEY) return undefined
  const apiUrl = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(apiUrl
      ? {
          host: apiUrl.hostname,
          port: apiUrl.port || undefined,
          protocol: apiUrl.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  })
}

/**
 * Stripe Checkout (docs/decisions/0017-payments-sandbox-and-stripe.md), when STRIPE_SECRET_KEY is configured.
 */
export function createStripeProvider(stripe: Stripe, publicUrl: string): PaymentProvider {
  return {
    name: 'stripe',
    async createCheckout({ offer, userId, email }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'ron',
              unit_amount: Math.round(offer.priceTotal * 100),
              product_data: { name: offer.name },
            },
          },
        ],
        customer_email: email,
        client_reference_id: userId,
        metadata: { offerId: offer.id, userId },
        success_url: `${publicUrl}/purchases/{CHECKOUT_SESSION_ID}`,
        cancel_url: `${publicUrl}${cancelPathFor(offer.itemType)}`,
      })
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL.`)
      return { sessionId: session.id, url: session.url }
    },
    async isPaid(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId)
      return session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
    },
  }
}

export function createPaymentProvider(config: Config, stripe: Stripe | undefined): PaymentProvider {
  return stripe ? createStripeProvider(stripe, config.publicUrl) : createSandboxProvider()
}
