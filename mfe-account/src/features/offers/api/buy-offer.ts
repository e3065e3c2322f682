import { useApiMutation } from '@grile/shared/api'
import { offers } from '@grile/shared/contract'

/** Opens a checkout session for the offer; answers the payment provider's checkout URL. */
export function useBuyOffer() {
  return useApiMutation(offers.buyOffer, (offerId: string) => ({ params: { offerId } }))
}
