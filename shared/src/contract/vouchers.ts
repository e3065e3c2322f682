import { z } from 'zod'
import { endpoint } from './endpoint'
import { isoDateTimeSchema, uuidSchema } from './common'

/**
 * A current (unexpired) voucher for the partner's product, with its countdown
 * (docs/product-rules.md#vouchers-for-istoricescu).
 */
export const currentVoucherForIstoricescuSchema = z.object({
  id: uuidSchema,
  ducats: z.number().int(),
  expiresAt: isoDateTimeSchema,
  expiresInSeconds: z.number().int(),
})
export type CurrentVoucherForIstoricescuDto = z.infer<typeof currentVoucherForIstoricescuSchema>

export const voucherByIstoricescuSchema = z.object({ tokens: z.number().int() })
export type VoucherByIstoricescuDto = z.infer<typeof voucherByIstoricescuSchema>

/** A voucher id from a link; anything that is not a voucher id is simply an unknown voucher (404). */
export const voucherByIstoricescuParamsSchema = z.object({
  voucherByIstoricescuId: z.string().min(1).max(100),
})

export const MAX_VOUCHER_TOKENS = 1000

export const issueVoucherByIstoricescuSchema = z.object({
  tokens: z
    .number()
    .int()
    .min(1, 'must be at least 1')
    .max(MAX_VOUCHER_TOKENS, `must not exceed ${MAX_VOUCHER_TOKENS}`),
})

export const getVouchersForIstoricescu = endpoint({
  method: 'GET',
  path: '/v1/vouchers/for-istoricescu',
  summary: "The user's unexpired vouchers for the partner (own, or any user's for admins)",
  access: 'user',
  problems: [403],
  query: z.object({ userId: uuidSchema.optional() }),
  response: z.array(currentVoucherForIstoricescuSchema),
})

export const getVoucherByIstoricescu = endpoint({
  method: 'GET',
  path: '/v1/vouchers/by-istoricescu/:voucherByIstoricescuId',
  summary:
    'The tokens an unclaimed partner voucher gives; 404 when unknown or claimed, 503 when the partner integration is off',
  access: 'user',
  problems: [404],
  params: voucherByIstoricescuParamsSchema,
  response: voucherByIstoricescuSchema,
})

export const claimVoucherByIstoricescu = endpoint({
  method: 'DELETE',
  path: '/v1/vouchers/by-istoricescu/:voucherByIstoricescuId',
  summary: 'Claims a partner voucher once: its tokens go to the caller; answers the tokens given',
  access: 'user',
  problems: [404],
  params: voucherByIstoricescuParamsSchema,
  response: voucherByIstoricescuSchema,
})

export const issueVoucherByIstoricescu = endpoint({
  method: 'POST',
  path: '/v1/partners/istoricescu/vouchers',
  summary: 'The partner issues a voucher worth a number of tokens (x-api-key header)',
  access: 'partner',
  body: issueVoucherByIstoricescuSchema,
  response: z.object({ id: uuidSchema }),
  successStatus: 201,
})
