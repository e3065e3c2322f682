import type { FastifyInstance } from 'fastify'
import { offers as offersContract } from '@grile/shared/contract'
import { registerEndpoint } from '../../../lib/contract-route'
import { viewerOf } from '../../../lib/viewer'
import { createOfferService } from '../../../services/offer-service'
import { createPaymentProvider, createStripeClient } from '../../../services/payment-providers'
import { createPurchaseService } from '../../../services/purchase-service'

export default async function offerRoutes(app: FastifyInstance) {
  const offers = createOfferService(app.database.db)
  const purchases = createPurchaseService(app.database.db, createPaymentProvider(app.config, createStripeClient(app.config)))

  registerEndpoint(app, offersContract.getOffers, async ({ query }) => offers.listOffers(query.offerItemType))

  registerEndpoint(app, offersContract.buyOffer, async ({ params, request }) =>
    purchases.startCheckout(viewerOf(app, request), params.offerId),
  )
}
