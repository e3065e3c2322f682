import useSWRMutation from 'swr/mutation'
import { apiRequest } from '@grile/shared/api'
import { offers } from '@grile/shared/contract'

/** Opens a checkout session for the offer; answers the payment provider's checkout URL. */
export function buyOffer(offerId: string): Promise<string> {
  return apiRequest(offers.buyOffer, { params: { offerId } })
}

export function useBuyOffer() {
  return useSWRMutation(
    [offers.buyOffer.method, offers.buyOffer.path] as const,
    (_key, { arg: offerId }: { arg: string }) => buyOffer(offerId),
  )
}
