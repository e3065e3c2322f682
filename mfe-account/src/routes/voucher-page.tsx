import { Stack } from '@grile/shared/chakra'
import { useParams } from '@grile/shared/router'
import { useAuthReady, useCurrentUser } from '@grile/shared/auth'
import { PageTitle, Loading } from '@grile/shared/ui'
import { IstoricescuLogo } from '../features/vouchers/components/istoricescu-logo'
import { VoucherRedeemCard } from '../features/vouchers/components/voucher-redeem-card'
import { VoucherSignInCard } from '../features/vouchers/components/voucher-sign-in-card'

/**
 * /vouchers/by-istoricescu/:voucherByIstoricescuId (docs/pages.md#voucher-redemption): a partner voucher,
 * claimed for tokens.
 */
export function VoucherPage() {
  const { voucherByIstoricescuId = '' } = useParams()
  const ready = useAuthReady()
  const { isSignedIn, signingIn } = useCurrentUser()
  return (
    <Stack gap={6} maxW="xl">
      <IstoricescuLogo />
      <PageTitle>Voucher</PageTitle>
      {!ready ? (
        <Loading />
      ) : isSignedIn ? (
        <VoucherRedeemCard voucherId={voucherByIstoricescuId} />
      ) : (
        <VoucherSignInCard signingIn={signingIn} />
      )}
    </Stack>
  )
}
