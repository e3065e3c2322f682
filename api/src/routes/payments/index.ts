import type { FastifyInstance, FastifyReply } from 'fastify'
import { badRequest, serviceUnavailable } from '../../lib/problems'
import { purchasePath, cancelPathFor, SANDBOX_CHECKOUT_PREFIX } from '../../services/payment-providers'
import type { CardForm } from '../../services/sandbox-checkout-service'
import {
  SANDBOX_CONTENT_SECURITY_POLICY,
  renderCheckoutPage,
  renderClosedPage,
  renderUnknownSessionPage,
} from './sandbox-page'

interface SessionParams {
  sessionId: string
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('Content-Security-Policy', SANDBOX_CONTENT_SECURITY_POLICY)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html)
}

const formText = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : undefined)

/**
 * The payment provider's pages and callbacks, outside the JSON API of the contract: the local card
 * sandbox's server-rendered checkout (form posts, redirects) and Stripe's signed webhook.
 */
export default async function paymentRoutes(app: FastifyInstance) {
  const { stripe, purchases, sandboxCheckout: sandbox } = app.services

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )

  app.get<{ Params: SessionParams }>(
    `${SANDBOX_CHECKOUT_PREFIX}/:sessionId`,
    { schema: { hide: true } },
    async (request, reply) => {
      const purchase = await sandbox.sandboxPurchase(request.params.sessionId)
      if (!purchase) return sendPage(reply, 404, renderUnknownSessionPage())
      if (purchase.status === 'FULFILLED') return reply.redirect(purchasePath(purchase.sessionId), 303)
      if (purchase.status !== 'PENDING') return sendPage(reply, 410, renderClosedPage(purchase))
      return sendPage(reply, 200, renderCheckoutPage(purchase))
    },
  )

  app.post<{ Params: SessionParams; Body: Record<string, unknown> | undefined }>(
    `${SANDBOX_CHECKOUT_PREFIX}/:sessionId/pay`,
    { schema: { hide: true } },
    async (request, reply) => {
      const body = request.body ?? {}
      const form: CardForm = {
        name: formText(body.name),
        cardNumber: formText(body.cardNumber),
        expiry: formText(body.expiry),
        cvc: formText(body.cvc),
      }
      const outcome = await sandbox.pay(request.params.sessionId, form)
      if (!outcome) return sendPage(reply, 404, renderUnknownSessionPage())
      switch (outcome.kind) {
        case 'paid':
          return reply.redirect(purchasePath(outcome.purchase.sessionId), 303)
        case 'closed':
          return sendPage(reply, 410, renderClosedPage(outcome.purchase))
        case 'refused': {
          const { check } = outcome
          const error =
            check.kind === 'declined'
              ? { field: null, message: check.message }
              : { field: check.field, message: check.message }
          // The card number is not echoed back into the page.
          return sendPage(
            reply,
            check.kind === 'declined' ? 402 : 400,
            renderCheckoutPage(outcome.purchase, {
              error,
              form: { ...form, cardNumber: '', cvc: '' },
            }),
          )
        }
      }
    },
  )

  app.post<{ Params: SessionParams }>(
    `${SANDBOX_CHECKOUT_PREFIX}/:sessionId/cancel`,
    { schema: { hide: true } },
    async (request, reply) => {
      const purchase = await sandbox.cancel(request.params.sessionId)
      if (!purchase) return sendPage(reply, 404, renderUnknownSessionPage())
      // Cancelling after paying changes nothing; the buyer sees the purchase.
      if (purchase.status === 'FULFILLED') return reply.redirect(purchasePath(purchase.sessionId), 303)
      return reply.redirect(cancelPathFor(purchase.itemType), 303)
    },
  )

  // Stripe signs the exact bytes it sends, so this route keeps the body raw.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json')
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    )

    webhook.post('/api/payments/stripe/webhook', { schema: { hide: true } }, async (request, reply) => {
      const secret = app.config.STRIPE_WEBHOOK_SECRET
      if (!stripe || !secret) throw serviceUnavailable('Stripe payments are not configured.')
      const signature = request.headers['stripe-signature']
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
        throw badRequest('A signed Stripe event is required.')
      let event
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, secret)
      } catch {
        throw badRequest('The Stripe signature is not valid.')
      }
      await purchases.handleStripeEvent(event)
      return reply.send({ received: true })
    })
  })
}
