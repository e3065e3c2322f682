import useSWR from 'swr'
import { apiRequest } from '@grile/shared/api'
import { vouchers, type VoucherByIstoricescuDto } from '@grile/shared/contract'

export const getVoucherByIstoricescuKey = (voucherId: string) =>
  [vouchers.getVoucherByIstoricescu.path, voucherId] as const

export function getVoucherByIstoricescu(voucherId: string): Promise<VoucherByIstoricescuDto> {
  return apiRequest(vouchers.getVoucherByIstoricescu, { params: { voucherByIstoricescuId: voucherId } })
}

/** The tokens an unclaimed voucher gives; only asked for once the visitor is signed in. */
export function useVoucherByIstoricescu(voucherId: string | undefined) {
  return useSWR(
    voucherId ? getVoucherByIstoricescuKey(voucherId) : null,
    ([, id]) => getVoucherByIstoricescu(id),
    {
      shouldRetryOnError: false,
      revalidateOnFocus: false,
    },
  )
}
