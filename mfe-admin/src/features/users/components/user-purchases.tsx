import { Badge, Table, Text } from '@grile/shared/chakra'
import { formatDateTime } from '@grile/shared/dates'
import type { PurchaseDto } from '@grile/shared/contract'
import { Loading } from '../../../components/loading'
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

/** The purchases of one user, newest first, as the admin sees them. */
export function UserPurchases({ userId }: { userId: string }) {
  const { data, error, isLoading } = useUserPurchases(userId)
  if (isLoading) return <Loading minH="20" />
  if (error || !data) return <Text color="fg.muted">{PURCHASES_FAILED_TEXT}</Text>
  if (data.length === 0) return <Text color="fg.muted">{NO_PURCHASES_TEXT}</Text>
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Purchases">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Created On</Table.ColumnHeader>
            <Table.ColumnHeader>Item</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount (RON)</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Fulfilled On</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.map((purchase) => (
            <Table.Row key={purchase.sessionId}>
              <Table.Cell>{formatDateTime(purchase.createdAt)}</Table.Cell>
              <Table.Cell>{itemLabel(purchase)}</Table.Cell>
              <Table.Cell textAlign="end">{purchase.amount.toFixed(2)}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={STATUS_PALETTE[purchase.status]} variant="subtle">
                  {purchase.status}
                </Badge>
              </Table.Cell>
              <Table.Cell>{formatDateTime(purchase.fulfilledAt)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
