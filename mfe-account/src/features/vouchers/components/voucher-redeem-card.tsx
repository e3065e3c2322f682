import { Button, Card, Text } from '@grile/shared/chakra'
import { LuCheck, LuGift } from 'react-icons/lu'
import { Loading } from '@grile/shared/ui'
import { refreshProfile } from '../../../lib/refresh-profile'
import { useClaimVoucherByIstoricescu } from '../api/claim-voucher-by-istoricescu'
import { useVoucherByIstoricescu } from '../api/get-voucher-by-istoricescu'
import { VoucherError } from './voucher-error'

export const CLAIMED_TEXT = 'Succes'

/**
 * Signed in (docs/pages.md#voucher-redemption): loading, then the tokens the voucher gives and the claim
 * button, or the error; a successful claim turns the button into a green read-only 'Succes' and refreshes the
 * profile.
 */
export function VoucherRedeemCard({ voucherId }: { voucherId: string }) {
  const voucher = useVoucherByIstoricescu(voucherId)
  const claim = useClaimVoucherByIstoricescu(voucherId)
  const claimed = claim.data !== undefined

  const claimTokens = async () => {
    try {
      await claim.trigger()
      refreshProfile()
    } catch {
      // Shown from claim.error below.
    }
  }

  if (voucher.isLoading) return <Loading />
  if (voucher.error) return <VoucherError error={voucher.error} />
  if (!voucher.data) return null
  const tokens = claim.data?.tokens ?? voucher.data.tokens
  return (
    <Card.Root variant="outline" data-testid="voucher-redeem-card">
      <Card.Header>
        <Card.Title>Voucher de la Istoricescu</Card.Title>
      </Card.Header>
      <Card.Body gap={4}>
        <Text fontSize="lg">
          Acest voucher îți aduce{' '}
          <Text as="strong" data-testid="voucher-tokens">
            {tokens} {tokens === 1 ? 'token' : 'tokeni'}
          </Text>
          .
        </Text>
        {claim.error ? <VoucherError error={claim.error} /> : null}
      </Card.Body>
      <Card.Footer>
        {claimed ? (
          // Read-only once claimed: green, not greyed out like other disabled buttons.
          <Button colorPalette="green" disabled _disabled={{ opacity: 1, cursor: 'default' }}>
            <LuCheck /> {CLAIMED_TEXT}
          </Button>
        ) : (
          <Button
            colorPalette="blue"
            loading={claim.isMutating}
            disabled={Boolean(claim.error)}
            onClick={() => void claimTokens()}
          >
            <LuGift /> Revendică
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  )
}
