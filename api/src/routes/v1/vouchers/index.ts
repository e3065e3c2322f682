import type { FastifyInstance } from 'fastify'
import { vouchers as vouchersContract } from '@grile/shared/contract'
import { registerEndpoint } from '../../../lib/contract-route'
import { viewerOf } from '../../viewer'

export default async function voucherRoutes(app: FastifyInstance) {
  const { vouchers } = app.services

  registerEndpoint(app, vouchersContract.getVouchersForIstoricescu, async ({ query, request }) =>
    vouchers.listForIstoricescu(viewerOf(app, request), query.userId),
  )

  registerEndpoint(app, vouchersContract.getVoucherByIstoricescu, async ({ params }) =>
    vouchers.getByIstoricescu(params.voucherByIstoricescuId),
  )

  registerEndpoint(app, vouchersContract.claimVoucherByIstoricescu, async ({ params, request }) =>
    vouchers.claimByIstoricescu(viewerOf(app, request), params.voucherByIstoricescuId),
  )
}
