import { useApi } from '@grile/shared/api'
import { vouchers } from '@grile/shared/contract'

/** The tokens an unclaimed voucher gives; only asked for once the visitor is signed in. */
export function useVoucherByIstoricescu(voucherId: string | undefined) {
  return useApi(
    vouchers.getVoucherByIstoricescu,
    voucherId ? { params: { voucherByIstoricescuId: voucherId } } : null,
    { shouldRetryOnError: false, revalidateOnFocus: false },
  )
}
