import useSWRMutation from 'swr/mutation'
import { apiRequest } from '@grile/shared/api'
import { vouchers, type VoucherByIstoricescuDto } from '@grile/shared/contract'

export function claimVoucherByIstoricescu(voucherId: string): Promise<VoucherByIstoricescuDto> {
  return apiRequest(vouchers.claimVoucherByIstoricescu, { params: { voucherByIstoricescuId: voucherId } })
}

/**
 * The key carries the method: with the read's key, SWR would read the voucher again after the claim and
 * find it gone (404).
 */
export function useClaimVoucherByIstoricescu(voucherId: string) {
  return useSWRMutation(
    [vouchers.claimVoucherByIstoricescu.method, vouchers.claimVoucherByIstoricescu.path, voucherId] as const,
    ([, , id]) => claimVoucherByIstoricescu(id),
  )
}
