import { useApi } from '@grile/shared/api'
import { purchases } from '@grile/shared/contract'

/** The signed-in user's purchases, newest first. */
export function usePurchases(userId: string | undefined) {
  return useApi(purchases.getPurchases, userId ? { query: { userId } } : null)
}
