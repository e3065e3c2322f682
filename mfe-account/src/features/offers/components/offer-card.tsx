import { Badge, Button, Card, Flex, Stack, Text } from '@grile/shared/chakra'
import { LuShoppingCart } from 'react-icons/lu'
import type { OfferDto } from '@grile/shared/contract'
import { formatRon } from '@grile/shared/dates'
import { describeItems } from '../../../lib/format'

export interface OfferCardProps {
  offer: OfferDto
  /**
   * Absent for visitors who are not signed in: buying is for signed-in users only
   * (docs/product-rules.md#purchases).
   */
  onBuy?: (offer: OfferDto) => void
  buying: boolean
  disabled: boolean
}

export function OfferCard({ offer, onBuy, buying, disabled }: OfferCardProps) {
  return (
    <Card.Root as="article" aria-label={offer.name} variant="outline" data-testid="offer-card">
      <Card.Header>
        <Card.Title>{offer.name}</Card.Title>
        <Card.Description>{describeItems(offer.quantity, offer.itemType)}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap={2}>
          <Text fontSize="3xl" fontWeight="bold" data-testid="offer-price">
            {formatRon(offer.priceTotal)}
          </Text>
          {offer.quantity > 1 ? (
            <Text color="fg.muted" fontSize="sm">
              {formatRon(offer.pricePerItem)} per {offer.itemType === 'TOKEN' ? 'token' : 'lesson'}
            </Text>
          ) : null}
          {offer.istoricescuDucats ? (
            <Flex>
              {/* Wraps within the card: on one line it ran past the card's edge in a four-column row. */}
              <Badge colorPalette="orange" variant="subtle" size="md" whiteSpace="normal" h="auto" py={1}>
                + Istoricescu voucher: {offer.istoricescuDucats} ducats
              </Badge>
            </Flex>
          ) : null}
        </Stack>
      </Card.Body>
      {onBuy ? (
        <Card.Footer>
          <Button
            colorPalette="blue"
            w="full"
            loading={buying}
            loadingText="Opening checkout…"
            disabled={disabled}
            onClick={() => onBuy(offer)}
            aria-label={`Buy ${offer.name}`}
          >
            <LuShoppingCart /> Buy
          </Button>
        </Card.Footer>
      ) : null}
    </Card.Root>
  )
}
