import { z } from 'zod'
import { endpoint } from './endpoint'
import { isoDateTimeSchema, uuidSchema } from './common'
import { offerItemTypeSchema } from './offers'

export const purchaseStatusSchema = z.enum(['PENDING', 'FULFILLED', 'DECLINED', 'CANCELED'])
export type PurchaseStatus = z.infer<typeof purchaseStatusSchema>

/** The partner voucher a purchase gave (docs/product-rules.md#vouchers-for-istoricescu). */
export const voucherForIstoricescuSchema = z.object({
  id: uuidSchema,
  ducats: z.number().int(),
  expiresAt: isoDateTimeSchema,
})
export type VoucherForIstoricescuDto = z.infer<typeof voucherForIstoricescuSchema>

/** A purchase (docs/product-rules.md#purchases); `offer` is what was bought, as it was at checkout. */
export const purchaseSchema = z.object({
  sessionId: z.string(),
  offer: z.object({ quantity: z.number().int(), itemType: offerItemTypeSchema, name: z.string() }),
  /** RON. */
  amount: z.number(),
  status: purchaseStatusSchema,
  createdAt: isoDateTimeSchema,
  fulfilledAt: isoDateTimeSchema.nullable(),
  voucherForIstoricescu: voucherForIstoricescuSchema.nullable(),
})
export type PurchaseDto = z.infer<typeof purchaseSchema>

export const getPurchases = endpoint({
  method: 'GET',
  path: '/v1/purchases',
  summary: "A user's purchases, newest first: the caller's own, or any user's for admins",
  access: 'user',
  problems: [403],
  query: z.object({ userId: uuidSchema.optional() }),
  response: z.array(purchaseSchema),
})

export const getPurchase = endpoint({
  method: 'GET',
  path: '/v1/purchases/:sessionId',
  summary: 'One purchase by its checkout session id (its owner or admins)',
  access: 'user',
  problems: [404],
  params: z.object({ sessionId: z.string().min(1).max(255) }),
  response: purchaseSchema,
})
