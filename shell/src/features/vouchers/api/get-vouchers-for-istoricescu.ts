import useSWR from 'swr'
import { vouchers } from '@grile/shared/contract'
import { apiRequest } from '@grile/shared/api'

export const getVouchersForIstoricescuKey = (userId: string) => [vouchers.getVouchersForIstoricescu.path, userId] as const

/** The vouchers with the moment they arrived, which their countdowns start from. */
export async function getVouchersForIstoricescu(userId: string) {
  const list = await apiRequest(vouchers.getVouchersForIstoricescu, { query: { userId } })
  return { vouchers: list, receivedAt: Date.now() }
}

export function useVouchersForIstoricescu(userId: string | undefined) {
  return useSWR(userId ? getVouchersForIstoricescuKey(userId) : null, ([, id]) => getVouchersForIstoricescu(id))
}
