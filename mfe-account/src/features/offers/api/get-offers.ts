import useSWR from 'swr'
import { apiRequest } from '@grile/shared/api'
import { offers, type OfferDto, type OfferItemType } from '@grile/shared/contract'

export const getOffersKey = (offerItemType: OfferItemType) => [offers.getOffers.path, offerItemType] as const

export function getOffers(offerItemType: OfferItemType): Promise<OfferDto[]> {
  return apiRequest(offers.getOffers, { query: { offerItemType } })
}

export function useOffers(offerItemType: OfferItemType) {
  return useSWR(getOffersKey(offerItemType), ([, itemType]) => getOffers(itemType))
}
