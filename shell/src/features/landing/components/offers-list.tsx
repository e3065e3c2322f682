import { Badge, Button, Card, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@grile/shared/chakra'
import { Link as RouterLink } from '@grile/shared/router'
import { LuGift } from 'react-icons/lu'
import type { OfferDto } from '@grile/shared/contract'
import { signIn, useCurrentUser } from '@grile/shared/auth'
import { formatRon } from '@grile/shared/dates'
import { paths } from '../../../config/paths'
import { useOffers } from '../api/get-offers'

function OfferCard({ offer, isSignedIn }: { offer: OfferDto; isSignedIn: boolean }) {
  return (
    <Card.Root as="li" data-testid="offer">
      <Card.Body gap={3}>
        <Heading as="h3" size="lg">
          {offer.name}
        </Heading>
        <Text fontSize="3xl" fontWeight="bold" lineHeight="1">
          {formatRon(offer.priceTotal)}
        </Text>
        <Text color="fg.muted">
          {offer.quantity} tokens · {formatRon(offer.pricePerItem)} per token
        </Text>
        {offer.istoricescuDucats ? (
          <Badge colorPalette="orange" size="lg" alignSelf="start" whiteSpace="normal">
            <LuGift aria-hidden />
            Istoricescu voucher: {offer.istoricescuDucats} ducats
          </Badge>
        ) : null}
      </Card.Body>
      {isSignedIn ? (
        <Card.Footer>
          <Button asChild colorPalette="blue" w="100%">
            <RouterLink to={paths.tokens}>Buy</RouterLink>
          </Button>
        </Card.Footer>
      ) : null}
    </Card.Root>
  )
}

/** The Oferte section (docs/pages.md#landing-page): buying for signed-in users, Sign Up for visitors. */
export function OffersList() {
  const { isSignedIn, signingIn } = useCurrentUser()
  // Their cards render as a background update when they arrive, as every answer of useApi does (0038).
  const { data, error, isLoading } = useOffers('TOKEN')

  let list
  if (isLoading) {
    list = (
      <SimpleGrid
        columns={{ base: 1, sm: 2, lg: 4 }}
        gap={4}
        aria-busy="true"
        aria-label="Loading the offers"
      >
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} h="180px" rounded="lg" />
        ))}
      </SimpleGrid>
    )
  } else if (error || !data) {
    list = <Text color="fg.muted">The offers could not be loaded. Please try again later.</Text>
  } else if (data.length === 0) {
    list = <Text color="fg.muted">There are no offers at the moment.</Text>
  } else {
    list = (
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap={4}>
        {data.map((offer) => (
          <OfferCard key={offer.id} offer={offer} isSignedIn={isSignedIn} />
        ))}
      </SimpleGrid>
    )
  }

  return (
    <Stack gap={6}>
      {list}
      {isSignedIn ? null : (
        <HStack gap={4} wrap="wrap">
          <Button colorPalette="blue" loading={signingIn} onClick={() => void signIn()}>
            Sign Up
          </Button>
          <Text color="fg.muted">Create an account to buy tokens. Your first 10 tokens are free.</Text>
        </HStack>
      )}
    </Stack>
  )
}
