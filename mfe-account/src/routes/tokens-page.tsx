import { Stack, Text } from '@grile/shared/chakra'
import { PageTitle } from '@grile/shared/ui'
import { OfferList } from '../features/offers/components/offer-list'

/** /tokens (docs/pages.md#tokens): the token packs, each with Buy. */
export function TokensPage() {
  return (
    <>
      <PageTitle>Tokens</PageTitle>
      <Stack gap={6}>
        <Text maxW="3xl">
          One token lets you submit one exam or answer 50 interactive exercises. Tokens are paid by card
          through our payment provider; your card data is never stored by us.
        </Text>
        <OfferList itemType="TOKEN" />
      </Stack>
    </>
  )
}
