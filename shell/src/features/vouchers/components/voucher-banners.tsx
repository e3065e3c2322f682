import { Box, Button, Flex, Stack, Text } from '@grile/shared/chakra'
import { useLocation } from '@grile/shared/router'
import { LuTicket } from 'react-icons/lu'
import { useCurrentUser } from '@grile/shared/auth'
import { formatCountdown } from '@grile/shared/dates'
import { istoricescuVoucherUrl } from '@grile/shared/ui'
import type { CurrentVoucherForIstoricescuDto } from '@grile/shared/contract'
import { paths } from '../../../config/paths'
import { ExternalLink } from '../../../components/external-link'
import { useVouchersForIstoricescu } from '../api/get-vouchers-for-istoricescu'
import { useNow } from '../hooks/use-now'

/** Whole seconds a voucher has left at `now`; negative once it expired. */
export function secondsLeft(
  voucher: CurrentVoucherForIstoricescuDto,
  receivedAt: number,
  now: number,
): number {
  return Math.floor((receivedAt + voucher.expiresInSeconds * 1000 - now) / 1000)
}

function VoucherBanner({ voucher, seconds }: { voucher: CurrentVoucherForIstoricescuDto; seconds: number }) {
  return (
    <Flex
      data-testid="voucher-banner"
      align={{ base: 'start', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      gap={3}
      borderWidth="1px"
      borderColor="orange.emphasized"
      bg="orange.subtle"
      rounded="lg"
      px={4}
      py={3}
    >
      <Box color="orange.fg" fontSize="xl" aria-hidden>
        <LuTicket />
      </Box>
      <Text flex="1">
        You have an Istoricescu voucher worth <strong>{voucher.ducats} ducats</strong>. It expires in{' '}
        <Text
          as="span"
          fontWeight="semibold"
          fontVariantNumeric="tabular-nums"
          data-testid="voucher-countdown"
        >
          {formatCountdown(seconds)}
        </Text>
        .
      </Text>
      <Button asChild size="sm" colorPalette="orange">
        <ExternalLink href={istoricescuVoucherUrl(voucher.id)}>Redeem on Istoricescu</ExternalLink>
      </Button>
    </Flex>
  )
}

function CurrentVoucherBanners({ userId }: { userId: string }) {
  const { data } = useVouchersForIstoricescu(userId)
  const now = useNow()
  if (!data) return null
  const live = data.vouchers
    .map((voucher) => ({ voucher, seconds: secondsLeft(voucher, data.receivedAt, now) }))
    .filter(({ seconds }) => seconds >= 0)
  if (live.length === 0) return null
  return (
    <Stack as="aside" aria-label="Your Istoricescu vouchers" gap={2} mb={6}>
      {live.map(({ voucher, seconds }) => (
        <VoucherBanner key={voucher.id} voucher={voucher} seconds={seconds} />
      ))}
    </Stack>
  )
}

/**
 * The signed-in user's vouchers for the partner, each counting down (docs/pages.md#voucher-banners). Not on
 * the purchase pages, which show the voucher themselves; coming back from one loads the list again.
 */
export function VoucherBanners() {
  const { user } = useCurrentUser()
  const { pathname } = useLocation()
  if (!user || pathname.startsWith(paths.purchases)) return null
  return <CurrentVoucherBanners userId={user.id} />
}
