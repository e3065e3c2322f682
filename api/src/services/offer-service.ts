import { and, asc, eq } from 'drizzle-orm'
import type { OfferDto, OfferItemType } from '@grile/shared/contract'
import type { Database } from '../db/client'
import { offers } from '../db/schema/index'

const roundToBani = (amount: number) => Math.round(amount * 100) / 100

export function createOfferService(db: Database) {
  return {
    /** Active offers in their shop order, prices in RON. */
    async listOffers(itemType: OfferItemType | undefined): Promise<OfferDto[]> {
      const rows = await db
        .select()
        .from(offers)
        .where(and(eq(offers.active, 1), itemType ? eq(offers.itemType, itemType) : undefined))
        .orderBy(asc(offers.position), asc(offers.priceTotal), asc(offers.name))
      return rows.map((offer) => ({
        id: offer.id,
        name: offer.name,
        quantity: offer.quantity,
        priceTotal: offer.priceTotal,
        pricePerItem: roundToBani(offer.priceTotal / Math.max(offer.quantity, 1)),
        istoricescuDucats: offer.istoricescuDucats,
        itemType: offer.itemType,
      }))
    },
  }
}
