import type { FastifyInstance } from 'fastify'
import { purchases as purchasesContract } from '@grile/shared/contract'
import { registerEndpoint } from '../../../lib/contract-route'
import { viewerOf } from '../../viewer'

export default async function purchaseRoutes(app: FastifyInstance) {
  const { purchases } = app.services

  registerEndpoint(app, purchasesContract.getPurchases, async ({ query, request }) =>
    purchases.listPurchases(viewerOf(app, request), query.userId),
  )

  registerEndpoint(app, purchasesContract.getPurchase, async ({ params, request }) =>
    purchases.getPurchase(viewerOf(app, request), params.sessionId),
  )
}
