import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { vouchers as vouchersContract } from '@grile/shared/contract'
import { registerEndpoint } from '../../../lib/contract-route'
import { serviceUnavailable, unauthorized } from '../../../lib/problems'
import { VOUCHERS_UNAVAILABLE } from '../../../services/voucher-service'

/** Equal-length digests, so the comparison takes the same time whatever the key sent. */
function sameKey(sent: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(sent), digest(expected))
}

/** Calls the partner (Istoricescu) makes, authenticated by the API key it was given (x-api-key). */
export default async function partnerRoutes(app: FastifyInstance) {
  const { vouchers } = app.services

  // Before body validation, so a caller without the key learns nothing about the payload.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const expected = app.config.ISTORICESCU_API_KEY
    if (!app.config.ISTORICESCU_ENABLED || !expected) throw serviceUnavailable(VOUCHERS_UNAVAILABLE)
    const sent = request.headers['x-api-key']
    if (typeof sent !== 'string' || !sameKey(sent, expected))
      throw unauthorized('A valid x-api-key header is required.')
  })

  registerEndpoint(app, vouchersContract.issueVoucherByIstoricescu, async ({ body }) =>
    vouchers.issueByIstoricescu(body.tokens),
  )
}
