import { useApi } from '@grile/shared/api'
import { offers, type OfferItemType } from '@grile/shared/contract'

export function useOffers(offerItemType: OfferItemType) {
  return useApi(offers.getOffers, { query: { offerItemType } })
}
