import useSWR from 'swr'
import { apiRequest } from '@grile/shared/api'
import { purchases, type PurchaseDto } from '@grile/shared/contract'

export const getPurchasesKey = (userId: string) => [purchases.getPurchases.path, userId] as const

export function getPurchases(userId: string): Promise<PurchaseDto[]> {
  return apiRequest(purchases.getPurchases, { query: { userId } })
}

/** The signed-in user's purchases, newest first. */
export function usePurchases(userId: string | undefined) {
  return useSWR(userId ? getPurchasesKey(userId) : null, ([, id]) => getPurchases(id))
}
