import type { OfferItemType } from '@grile/shared/contract'
import { plural } from '@grile/shared/dates'

/** "10 tokens", "1 token", "1 lesson": the quantity and item type of an offer or purchase. */
export function describeItems(quantity: number, itemType: OfferItemType): string {
  const [one, many] = itemType === 'TOKEN' ? ['token', 'tokens'] : ['lesson', 'lessons']
  return `${quantity} ${plural(quantity, one, many)}`
}
