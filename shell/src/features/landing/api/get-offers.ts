import useSWR from 'swr'
import { offers, type OfferItemType } from '@grile/shared/contract'
import { apiRequest } from '@grile/shared/api'

export const getOffersKey = (offerItemType: OfferItemType) => [offers.getOffers.path, offerItemType] as const

export const getOffers = (offerItemType: OfferItemType) =>
  apiRequest(offers.getOffers, { query: { offerItemType } })

export function useOffers(offerItemType: OfferItemType) {
  return useSWR(getOffersKey(offerItemType), ([, itemType]) => getOffers(itemType))
}
