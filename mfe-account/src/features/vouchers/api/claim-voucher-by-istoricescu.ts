import { useApiMutation } from '@grile/shared/api'
import { vouchers } from '@grile/shared/contract'

/** Claims the voucher; its read is not reloaded (it is gone once claimed: 404). */
export function useClaimVoucherByIstoricescu(voucherId: string) {
  return useApiMutation(vouchers.claimVoucherByIstoricescu, () => ({
    params: { voucherByIstoricescuId: voucherId },
  }))
}
