import { z } from 'zod'
import { endpoint } from './endpoint'
import { uuidSchema } from './common'

export const offerItemTypeSchema = z.enum(['TOKEN', 'LESSON'])
export type OfferItemType = z.infer<typeof offerItemTypeSchema>

/** An offer (docs/product-rules.md#purchases); prices in RON. */
export const offerSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  quantity: z.number().int(),
  priceTotal: z.number(),
  pricePerItem: z.number(),
  /** The partner voucher a purchase carries, in ducats; null when none. */
  istoricescuDucats: z.number().int().nullable(),
  itemType: offerItemTypeSchema,
})
export type OfferDto = z.infer<typeof offerSchema>

export const offerIdParamsSchema = z.object({ offerId: uuidSchema })

export const getOffers = endpoint({
  method: 'GET',
  path: '/v1/offers',
  summary: 'The active offers, optionally of one item type',
  access: 'public',
  query: z.object({ offerItemType: offerItemTypeSchema.optional() }),
  response: z.array(offerSchema),
})

export const buyOffer = endpoint({
  method: 'GET',
  path: '/v1/offers/:offerId/buy',
  summary:
    "Opens a checkout session with the payment provider; answers the checkout page's URL (navigate to it)",
  access: 'user',
  problems: [404],
  params: offerIdParamsSchema,
  response: z.string(),
})
