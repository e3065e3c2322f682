import { Badge, Text } from '@grile/shared/chakra'
import { formatDateTime } from '@grile/shared/dates'
import type { PurchaseDto } from '@grile/shared/contract'
import { ListTable, LoadFailed, type ListColumn, Loading } from '@grile/shared/ui'
import { useUserPurchases } from '../api/get-user-purchases'

export const NO_PURCHASES_TEXT = 'There are no purchases.'
export const PURCHASES_FAILED_TEXT = 'Purchases could not be loaded.'

const STATUS_PALETTE: Record<PurchaseDto['status'], string> = {
  FULFILLED: 'green',
  PENDING: 'orange',
  DECLINED: 'red',
  CANCELED: 'gray',
}

const itemLabel = ({ offer }: PurchaseDto) =>
  `${offer.quantity} × ${offer.itemType === 'TOKEN' ? 'tokens' : 'lesson'} (${offer.name})`

const columns: ListColumn<PurchaseDto>[] = [
  { header: 'Created On', cell: (purchase) => formatDateTime(purchase.createdAt) },
  { header: 'Item', kind: 'title', cell: itemLabel },
  { header: 'Amount (RON)', align: 'end', cell: (purchase) => purchase.amount.toFixed(2) },
  {
    header: 'Status',
    cell: (purchase) => (
      <Badge colorPalette={STATUS_PALETTE[purchase.status]} variant="subtle">
        {purchase.status}
      </Badge>
    ),
  },
  { header: 'Fulfilled On', cell: (purchase) => formatDateTime(purchase.fulfilledAt) },
]

/** The purchases of one user, newest first, as the admin sees them. */
export function UserPurchases({ userId }: { userId: string }) {
  const { data, error, isLoading, mutate } = useUserPurchases(userId)
  if (isLoading) return <Loading minH="20" />
  if (error || !data) return <LoadFailed text={PURCHASES_FAILED_TEXT} onRetry={() => void mutate()} />
  if (data.length === 0) return <Text color="fg.muted">{NO_PURCHASES_TEXT}</Text>
  return (
    <ListTable label="Purchases" items={data} columns={columns} rowKey={(purchase) => purchase.sessionId} />
  )
}
