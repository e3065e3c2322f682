import { and, desc, eq, sql } from 'drizzle-orm'
import type Stripe from 'stripe'
import type { PurchaseDto } from '@grile/shared/contract'
import type { Database, Executor } from '../db/client'
import { offers, purchases, users, vouchersForIstoricescu } from '../db/schema/index'
import { notFound } from '../lib/problems'
import { assertSelfOrAdmin, isSelfOrAdmin, type Viewer } from './access-rules'
import type { PaymentProvider } from './payment-providers'
import { creditPurchase } from './token-ledger'

/**
 * A purchase's partner voucher is valid this long after the purchase
 * (docs/product-rules.md#vouchers-for-istoricescu).
 */
export const VOUCHER_FOR_ISTORICESCU_DAYS = 7

export type PurchaseRow = typeof purchases.$inferSelect

async function purchaseDtos(db: Executor, where: ReturnType<typeof eq>): Promise<PurchaseDto[]> {
  const rows = await db
    .select({ purchase: purchases, voucher: vouchersForIstoricescu })
    .from(purchases)
    .leftJoin(vouchersForIstoricescu, eq(vouchersForIstoricescu.purchaseId, purchases.id))
    .where(where)
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
  return rows.map(({ purchase, voucher }) => ({
    sessionId: purchase.sessionId,
    offer: { quantity: purchase.quantity, itemType: purchase.itemType, name: purchase.offerName },
    amount: purchase.amount,
    status: purchase.status,
    createdAt: purchase.createdAt.toISOString(),
    fulfilledAt: purchase.fulfilledAt?.toISOString() ?? null,
    voucherForIstoricescu: voucher
      ? { id: voucher.id, ducats: voucher.ducats, expiresAt: voucher.expiresAt.toISOString() }
      : null,
  }))
}

export function createPurchaseService(db: Database, provider: PaymentProvider) {
  /**
   * Fulfils a paid session exactly once, whatever repeats (webhooks, reloads, double posts): only the
   * call whose conditional update moves the purchase out of PENDING grants, in the same transaction.
   */
  async function fulfil(sessionId: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [purchase] = await tx
        .update(purchases)
        .set({ status: 'FULFILLED', fulfilledAt: sql`now()` })
        .where(and(eq(purchases.sessionId, sessionId), eq(purchases.status, 'PENDING')))
        .returning()
      if (!purchase) return false
      await creditPurchase(tx, purchase)
      if (purchase.itemType === 'TOKEN' && purchase.istoricescuDucats && purchase.fulfilledAt) {
        const expiresAt = new Date(
          purchase.fulfilledAt.getTime() + VOUCHER_FOR_ISTORICESCU_DAYS * 24 * 60 * 60 * 1000,
        )
        await tx.insert(vouchersForIstoricescu).values({
          purchaseId: purchase.id,
          userId: purchase.userId,
          ducats: purchase.istoricescuDucats,
          expiresAt,
        })
      }
      return true
    })
  }

  /** Closes a session that was not paid; a fulfilled purchase stays fulfilled. */
  async function close(sessionId: string, status: 'CANCELED' | 'DECLINED'): Promise<boolean> {
    const closed = await db
      .update(purchases)
      .set({ status })
      .where(and(eq(purchases.sessionId, sessionId), eq(purchases.status, 'PENDING')))
      .returning({ id: purchases.id })
    return closed.length > 0
  }

  async function findBySession(sessionId: string): Promise<PurchaseRow | undefined> {
    const [purchase] = await db.select().from(purchases).where(eq(purchases.sessionId, sessionId))
    return purchase
  }

  return {
    fulfil,
    close,
    findBySession,

    /** Opens a checkout for an active offer and records the pending purchase (GET /v1/offers/{id}/buy). */
    async startCheckout(viewer: Viewer, offerId: string): Promise<string> {
      const [offer] = await db
        .select()
        .from(offers)
        .where(and(eq(offers.id, offerId), eq(offers.active, 1)))
      if (!offer) throw notFound(`There is no offer with id ${offerId}.`)
      const [buyer] = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(eq(users.id, viewer.userId))
      if (!buyer) throw notFound('Your profile does not exist yet; please sign in again.')

      const session = await provider.createCheckout({ offer, userId: buyer.id, email: buyer.email })
      await db.insert(purchases).values({
        sessionId: session.sessionId,
        provider: provider.name,
        userId: buyer.id,
        offerId: offer.id,
        offerName: offer.name,
        itemType: offer.itemType,
        quantity: offer.quantity,
        amount: offer.priceTotal,
        istoricescuDucats: offer.istoricescuDucats,
      })
      return session.url
    },

    /** The caller's purchases, or any user's for admins. */
    async listPurchases(viewer: Viewer, userId: string | undefined): Promise<PurchaseDto[]> {
      const subject = userId ?? viewer.userId
      assertSelfOrAdmin(viewer, subject, 'You may only see your own purchases.')
      return purchaseDtos(db, eq(purchases.userId, subject))
    },

    /**
     * One purchase, for its owner or admins (anyone else: 404, a session id is not to be confirmed). A
     * pending provider session is checked with the provider first, so a reload that beats the webhook
     * still shows the purchase fulfilled.
     */
    async getPurchase(viewer: Viewer, sessionId: string): Promise<PurchaseDto> {
      const purchase = await findBySession(sessionId)
      if (!purchase || !isSelfOrAdmin(viewer, purchase.userId)) {
        throw notFound(`There is no purchase with session id ${sessionId}.`)
      }
      if (
        purchase.status === 'PENDING' &&
        purchase.provider === provider.name &&
        provider.name !== 'sandbox'
      ) {
        try {
          if (await provider.isPaid(sessionId)) await fulfil(sessionId)
        } catch {
          // The provider being unreachable only delays fulfilment until its webhook arrives.
        }
      }
      const [dto] = await purchaseDtos(db, eq(purchases.sessionId, sessionId))
      if (!dto) throw notFound(`There is no purchase with session id ${sessionId}.`)
      return dto
    },

    /** A verified Stripe event (the webhook): paid sessions are fulfilled, expired or failed ones closed. */
    async handleStripeEvent(event: Stripe.Event): Promise<void> {
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          if (event.data.object.payment_status !== 'unpaid') await fulfil(event.data.object.id)
          return
        case 'checkout.session.async_payment_failed':
          await close(event.data.object.id, 'DECLINED')
          return
        case 'checkout.session.expired':
          await close(event.data.object.id, 'CANCELED')
          return
        default:
          return
      }
    },
  }
}
