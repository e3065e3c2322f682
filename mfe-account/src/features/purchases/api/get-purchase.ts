import { useApi } from '@grile/shared/api'
import { purchases } from '@grile/shared/contract'

/** While the provider has not confirmed the payment, the page asks again this often. */
export const PENDING_PURCHASE_POLL_MS = 2_000

/** One purchase by its checkout session id; polled while it is still pending at the provider. */
export function usePurchase(sessionId: string | undefined) {
  return useApi(purchases.getPurchase, sessionId ? { params: { sessionId } } : null, {
    refreshInterval: (purchase) => (purchase?.status === 'PENDING' ? PENDING_PURCHASE_POLL_MS : 0),
    shouldRetryOnError: false,
  })
}
