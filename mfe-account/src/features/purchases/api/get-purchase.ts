import useSWR from 'swr'
import { apiRequest } from '@grile/shared/api'
import { purchases, type PurchaseDto } from '@grile/shared/contract'

/** While the provider has not confirmed the payment, the page asks again this often. */
export const PENDING_PURCHASE_POLL_MS = 2_000

export const getPurchaseKey = (sessionId: string) => [purchases.getPurchase.path, sessionId] as const

export function getPurchase(sessionId: string): Promise<PurchaseDto> {
  return apiRequest(purchases.getPurchase, { params: { sessionId } })
}

/** One purchase by its checkout session id; polled while it is still pending at the provider. */
export function usePurchase(sessionId: string | undefined) {
  return useSWR(sessionId ? getPurchaseKey(sessionId) : null, ([, id]) => getPurchase(id), {
    refreshInterval: (purchase) => (purchase?.status === 'PENDING' ? PENDING_PURCHASE_POLL_MS : 0),
    shouldRetryOnError: false,
  })
}
