import { useApi } from '@grile/shared/api'
import { purchases } from '@grile/shared/contract'

/** A user's purchases, newest first. */
export function useUserPurchases(userId: string) {
  return useApi(purchases.getPurchases, { query: { userId } }, { shouldRetryOnError: false })
}
