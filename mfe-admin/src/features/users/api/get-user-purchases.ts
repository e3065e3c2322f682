import useSWR from 'swr'
import { apiRequest } from '@grile/shared/api'
import { purchases, type PurchaseDto } from '@grile/shared/contract'

export const getUserPurchasesKey = (userId: string) => [purchases.getPurchases.path, userId] as const

export function getUserPurchases(userId: string): Promise<PurchaseDto[]> {
  return apiRequest(purchases.getPurchases, { query: { userId } })
}

/** A user's purchases, newest first. */
export function useUserPurchases(userId: string) {
  return useSWR(getUserPurchasesKey(userId), ([, id]) => getUserPurchases(id), { shouldRetryOnError: false })
}
