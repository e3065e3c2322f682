import { Badge, Link, Text } from '@grile/shared/chakra'
import { Link as RouterLink } from '@grile/shared/router'
import type { PurchaseDto } from '@grile/shared/contract'
import { ListTable, LoadFailed, type ListColumn, Loading } from '@grile/shared/ui'
import { routes } from '../../../config/paths'
import { formatDateTime, formatRon } from '@grile/shared/dates'
import { describeItems } from '../../../lib/format'
import { usePurchases } from '../api/get-purchases'

export const NO_PURCHASES_TEXT = 'There are no purchases.'
export const PURCHASES_FAILED_TEXT = 'Purchases could not be loaded.'

const columns: ListColumn<PurchaseDto>[] = [
  {
    header: 'Date',
    cellProps: { whiteSpace: 'nowrap' },
    cell: (purchase) => formatDateTime(purchase.fulfilledAt),
  },
  {
    header: 'Offer',
    kind: 'title',
    cell: (purchase) => (
      <>
        <Link asChild colorPalette="blue">
          <RouterLink to={routes.purchase(purchase.sessionId)}>{purchase.offer.name}</RouterLink>
        </Link>
        {purchase.voucherForIstoricescu ? (
          <Badge ms={2} colorPalette="orange" variant="subtle">
            {purchase.voucherForIstoricescu.ducats} ducats
          </Badge>
        ) : null}
      </>
    ),
  },
  { header: 'Items', cell: (purchase) => describeItems(purchase.offer.quantity, purchase.offer.itemType) },
  {
    header: 'Amount',
    align: 'end',
    cellProps: { whiteSpace: 'nowrap' },
    cell: (purchase) => formatRon(purchase.amount),
  },
]

/**
 * What the user bought: completed purchases only, newest first (a checkout left, cancelled or declined
 * bought nothing).
 */
export function PurchasesList({ userId }: { userId: string }) {
  const { data, error, isLoading, mutate } = usePurchases(userId)
  if (isLoading) return <Loading />
  if (error && !data) return <LoadFailed text={PURCHASES_FAILED_TEXT} onRetry={() => void mutate()} />
  const bought = (data ?? []).filter((purchase) => purchase.status === 'FULFILLED')
  if (bought.length === 0) {
    return (
      <Text color="fg.muted" data-testid="no-purchases">
        {NO_PURCHASES_TEXT}
      </Text>
    )
  }
  return (
    <ListTable
      label="Purchases"
      items={bought}
      columns={columns}
      rowKey={(purchase) => purchase.sessionId}
      rowTestId="purchase-row"
      framed={false}
    />
  )
}
