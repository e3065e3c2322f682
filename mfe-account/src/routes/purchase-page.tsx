import { useEffect } from 'react'
import { Box, Button, Flex, Heading, Image, Spinner, Stack, Text } from '@grile/shared/chakra'
import { Link as RouterLink, useParams } from '@grile/shared/router'
import { PageTitle, Loading } from '@grile/shared/ui'
import thankYouImage from '../assets/thank-you.svg'
import { paths } from '../config/paths'
import { refreshProfile } from '../lib/refresh-profile'
import { usePurchase } from '../features/purchases/api/get-purchase'
import { PurchaseDetails } from '../features/purchases/components/purchase-details'

export const PURCHASE_LOAD_FAILED = 'Purchase could not be loaded. Please try again later or contact us.'
export const THANK_YOU_HEADING = 'Thank you for your purchase!'

/** /purchases/:sessionId (docs/pages.md#purchase): where the payment provider sends the buyer back. */
export function PurchasePage() {
  const { sessionId } = useParams()
  const { data: purchase, error, isLoading } = usePurchase(sessionId)
  const fulfilled = purchase?.status === 'FULFILLED'

  // The purchase added tokens (or made the user a customer): the top bar shows them at once.
  useEffect(() => {
    if (fulfilled) refreshProfile()
  }, [fulfilled])

  if (isLoading) return <Loading />
  if (error || !purchase) {
    return (
      <>
        <PageTitle>Purchase</PageTitle>
        <Text color="fg.error" data-testid="purchase-failed">
          {PURCHASE_LOAD_FAILED}
        </Text>
      </>
    )
  }
  if (purchase.status === 'PENDING') {
    return (
      <>
        <PageTitle>Purchase</PageTitle>
        <Stack direction="row" align="center" gap={3}>
          <Spinner size="sm" />
          <Text>Your payment is being confirmed…</Text>
        </Stack>
      </>
    )
  }
  if (!fulfilled) {
    return (
      <>
        <PageTitle>Purchase</PageTitle>
        <Stack gap={4} align="start">
          <Text>This payment was not completed, so nothing was charged.</Text>
          <Button asChild variant="outline">
            <RouterLink to={purchase.offer.itemType === 'LESSON' ? paths.lessonsBuy : paths.tokens}>
              Back to the offers
            </RouterLink>
          </Button>
        </Stack>
      </>
    )
  }
  return (
    <Stack gap={6} maxW="4xl">
      <Heading as="h1" size="2xl">
        {THANK_YOU_HEADING}
      </Heading>
      <Flex
        gap={8}
        direction={{ base: 'column-reverse', md: 'row' }}
        align={{ base: 'stretch', md: 'start' }}
      >
        <Box flex="1">
          <PurchaseDetails purchase={purchase} />
        </Box>
        <Box w={{ base: 'full', md: '280px' }} maxW="sm" flexShrink={0}>
          <Image src={thankYouImage} alt="A gift box with confetti" rounded="lg" />
        </Box>
      </Flex>
    </Stack>
  )
}
