import { Button, Card, Flex, Text } from '@grile/shared/chakra'
import { LuExternalLink, LuTicket } from 'react-icons/lu'
import type { VoucherForIstoricescuDto } from '@grile/shared/contract'
import { formatDateTime } from '@grile/shared/dates'
import { istoricescuVoucherUrl } from '@grile/shared/ui'

/**
 * The partner voucher a purchase gave (docs/pages.md#purchase): its ducats, expiry and a button to redeem it
 * there.
 */
export function VoucherForIstoricescuCard({ voucher }: { voucher: VoucherForIstoricescuDto }) {
  return (
    <Card.Root
      as="section"
      aria-label="Istoricescu voucher"
      variant="subtle"
      colorPalette="orange"
      bg="orange.subtle"
    >
      <Card.Header>
        <Flex align="center" gap={2}>
          <LuTicket aria-hidden />
          <Card.Title>Istoricescu voucher</Card.Title>
        </Flex>
      </Card.Header>
      <Card.Body gap={1}>
        <Text>
          Worth <strong data-testid="voucher-ducats">{voucher.ducats} ducats</strong> on Istoricescu, the
          history exam preparation site.
        </Text>
        <Text color="fg.muted">
          Expires on <span data-testid="voucher-expiry">{formatDateTime(voucher.expiresAt)}</span>
        </Text>
      </Card.Body>
      <Card.Footer>
        <Button asChild colorPalette="orange">
          <a href={istoricescuVoucherUrl(voucher.id)} target="_blank" rel="noopener noreferrer">
            Redeem on Istoricescu <LuExternalLink aria-hidden />
          </a>
        </Button>
      </Card.Footer>
    </Card.Root>
  )
}
