import { offers, type OfferItemType } from '@grile/shared/contract'
import { useApi } from '@grile/shared/api'

export function useOffers(offerItemType: OfferItemType) {
  return useApi(offers.getOffers, { query: { offerItemType } })
}
