import { vouchers } from '@grile/shared/contract'
import { apiKey, apiRequest, useSWR } from '@grile/shared/api'

/** The vouchers with the moment they arrived, which their countdowns start from. */
export async function getVouchersForIstoricescu(userId: string) {
  const list = await apiRequest(vouchers.getVouchersForIstoricescu, { query: { userId } })
  return { vouchers: list, receivedAt: Date.now() }
}

/** The answer is not the endpoint's own (it carries when it arrived), so its key is tagged. */
export function useVouchersForIstoricescu(userId: string | undefined) {
  return useSWR(
    userId ? apiKey(vouchers.getVouchersForIstoricescu, { query: { userId } }, 'received') : null,
    () => getVouchersForIstoricescu(userId as string),
  )
}
