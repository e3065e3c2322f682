import { useState } from 'react'
import { SimpleGrid, Text } from '@grile/shared/chakra'
import type { OfferDto, OfferItemType } from '@grile/shared/contract'
import { useCurrentUser } from '@grile/shared/auth'
import { showError, LoadFailed, Loading } from '@grile/shared/ui'
import { useBuyOffer } from '../api/buy-offer'
import { useOffers } from '../api/get-offers'
import { OfferCard } from './offer-card'

export const CHECKOUT_FAILED = 'The payment could not be started. Please try again later or contact us.'
/** Ours (the spec has none): for no offer too, with Retry when the read failed (decision 0066). */
export const OFFERS_FAILED_TEXT = 'The offers could not be loaded.'

/** Sends the browser to the payment provider's checkout page. */
export function goToCheckout(url: string): void {
  window.location.assign(url)
}

/**
 * The offers of one item type (docs/pages.md#tokens); Buy asks the API for a checkout session and goes to the
 * payment provider, the button loading meanwhile (and while the browser leaves).
 */
export function OfferList({
  itemType,
  navigate = goToCheckout,
}: {
  itemType: OfferItemType
  navigate?: (url: string) => void
}) {
  const { isSignedIn } = useCurrentUser()
  const { data, isLoading, error, mutate } = useOffers(itemType)
  const { trigger } = useBuyOffer()
  const [buyingId, setBuyingId] = useState<string | null>(null)

  const buy = async (offer: OfferDto) => {
    setBuyingId(offer.id)
    try {
      navigate(await trigger(offer.id))
    } catch {
      setBuyingId(null)
      showError(CHECKOUT_FAILED)
    }
  }

  if (isLoading) return <Loading />
  if (error) return <LoadFailed text={OFFERS_FAILED_TEXT} onRetry={() => void mutate()} />
  if (!data?.length) return <Text color="fg.muted">{OFFERS_FAILED_TEXT}</Text>
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={4}>
      {data.map((offer) => (
        <OfferCard
          key={offer.id}
          offer={offer}
          onBuy={isSignedIn ? (chosen) => void buy(chosen) : undefined}
          buying={buyingId === offer.id}
          disabled={buyingId !== null && buyingId !== offer.id}
        />
      ))}
    </SimpleGrid>
  )
}
