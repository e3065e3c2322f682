import type { FastifyInstance } from 'fastify'
import { offers as offersContract } from '@grile/shared/contract'
import { registerEndpoint } from '../../../lib/contract-route'
import { viewerOf } from '../../viewer'

export default async function offerRoutes(app: FastifyInstance) {
  const { offers, purchases } = app.services

  registerEndpoint(app, offersContract.getOffers, async ({ query }) => offers.listOffers(query.offerItemType))

  registerEndpoint(app, offersContract.buyOffer, async ({ params, request }) =>
    purchases.startCheckout(viewerOf(app, request), params.offerId),
  )
}
