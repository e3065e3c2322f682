import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm'
import {
  uuidSchema,
  type CurrentVoucherForIstoricescuDto,
  type VoucherByIstoricescuDto,
} from '@grile/shared/contract'
import type { Database } from '../db/client'
import { vouchersByIstoricescu, vouchersForIstoricescu } from '../db/schema/index'
import { notFound, serviceUnavailable } from '../lib/problems'
import { assertSelfOrAdmin, type Viewer } from './access-rules'
import { loadLearner } from './learner-rules'
import { creditVoucher } from './token-ledger'

/** The texts the redeem page shows for these statuses (docs/product-rules.md#vouchers-by-istoricescu). */
export const VOUCHER_NOT_FOUND = 'Voucherul nu există sau a fost deja revendicat.'
export const VOUCHERS_UNAVAILABLE =
  'Serviciul de vouchere nu este disponibil în acest moment. Vă rugăm să încercați din nou mai târziu sau să ne contactați!'

export interface VoucherServiceOptions {
  /** ISTORICESCU_ENABLED: off → the partner's vouchers answer 503. */
  partnerEnabled: boolean
}

class ProfileMissing extends Error {}
const profileMissing = () => notFound('Your profile does not exist yet; please sign in again.')

export function createVoucherService(db: Database, options: VoucherServiceOptions) {
  function assertPartnerEnabled() {
    if (!options.partnerEnabled) throw serviceUnavailable(VOUCHERS_UNAVAILABLE)
  }

  /** Ids come from links; anything that is not one of ours is an unknown voucher. */
  function voucherIdOf(value: string): string {
    const parsed = uuidSchema.safeParse(value)
    if (!parsed.success) throw notFound(VOUCHER_NOT_FOUND)
    return parsed.data
  }

  return {
    /** The user's unexpired vouchers for the partner, soonest to expire first, with their countdown. */
    async listForIstoricescu(
      viewer: Viewer,
      userId: string | undefined,
    ): Promise<CurrentVoucherForIstoricescuDto[]> {
      const subject = userId ?? viewer.userId
      assertSelfOrAdmin(viewer, subject, 'You may only see your own vouchers.')
      const now = new Date()
      const rows = await db
        .select()
        .from(vouchersForIstoricescu)
        .where(and(eq(vouchersForIstoricescu.userId, subject), gt(vouchersForIstoricescu.expiresAt, now)))
        .orderBy(asc(vouchersForIstoricescu.expiresAt))
      return rows.map((voucher) => ({
        id: voucher.id,
        ducats: voucher.ducats,
        expiresAt: voucher.expiresAt.toISOString(),
        expiresInSeconds: Math.max(0, Math.floor((voucher.expiresAt.getTime() - now.getTime()) / 1000)),
      }))
    },

    async getByIstoricescu(voucherId: string): Promise<VoucherByIstoricescuDto> {
      assertPartnerEnabled()
      const [voucher] = await db
        .select({ tokens: vouchersByIstoricescu.tokens })
        .from(vouchersByIstoricescu)
        .where(
          and(
            eq(vouchersByIstoricescu.id, voucherIdOf(voucherId)),
            isNull(vouchersByIstoricescu.claimedByUserId),
          ),
        )
      if (!voucher) throw notFound(VOUCHER_NOT_FOUND)
      return voucher
    },

    /**
     * Claims a voucher once: the conditional update lets exactly one of any number of concurrent
     * claims through, and its tokens are granted in the same transaction.
     */
    async claimByIstoricescu(viewer: Viewer, voucherId: string): Promise<VoucherByIstoricescuDto> {
      assertPartnerEnabled()
      const id = voucherIdOf(voucherId)
      if (!(await loadLearner(db, viewer.userId))) throw profileMissing()
      try {
        return await db.transaction(async (tx) => {
          const [claimed] = await tx
            .update(vouchersByIstoricescu)
            .set({ claimedByUserId: viewer.userId, claimedAt: sql`now()` })
            .where(and(eq(vouchersByIstoricescu.id, id), isNull(vouchersByIstoricescu.claimedByUserId)))
            .returning({ tokens: vouchersByIstoricescu.tokens })
          if (!claimed) throw notFound(VOUCHER_NOT_FOUND)
          if (!(await creditVoucher(tx, viewer.userId, claimed.tokens))) throw new ProfileMissing()
          return { tokens: claimed.tokens }
        })
      } catch (error) {
        // Rolled back: the voucher stays unclaimed for when the profile exists.
        if (error instanceof ProfileMissing) throw profileMissing()
        throw error
      }
    },

    async issueByIstoricescu(tokens: number): Promise<{ id: string }> {
      assertPartnerEnabled()
      const [voucher] = await db
        .insert(vouchersByIstoricescu)
        .values({ tokens })
        .returning({ id: vouchersByIstoricescu.id })
      if (!voucher) throw new Error('The voucher was not created.')
      return voucher
    },
  }
}
