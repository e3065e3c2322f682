import { Badge, Link, Table, Text } from '@grile/shared/chakra'
import { Link as RouterLink } from 'react-router-dom'
import type { PurchaseDto } from '@grile/shared/contract'
import { formatDateTime } from '@grile/shared/dates'
import { Loading } from '../../../components/loading'
import { routes } from '../../../config/paths'
import { describeItems, formatRon } from '../../../lib/format'
import { usePurchases } from '../api/get-purchases'

export const NO_PURCHASES_TEXT = 'There are no purchases.'

function PurchaseRow({ purchase }: { purchase: PurchaseDto }) {
  const voucher = purchase.voucherForIstoricescu
  return (
    <Table.Row data-testid="purchase-row">
      <Table.Cell whiteSpace="nowrap">{formatDateTime(purchase.fulfilledAt)}</Table.Cell>
      <Table.Cell>
        <Link asChild colorPalette="blue">
          <RouterLink to={routes.purchase(purchase.sessionId)}>{purchase.offer.name}</RouterLink>
        </Link>
        {voucher ? (
          <Badge ms={2} colorPalette="orange" variant="subtle">
            {voucher.ducats} ducats
          </Badge>
        ) : null}
      </Table.Cell>
      <Table.Cell>{describeItems(purchase.offer.quantity, purchase.offer.itemType)}</Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {formatRon(purchase.amount)}
      </Table.Cell>
    </Table.Row>
  )
}

/**
 * What the user bought: completed purchases only, newest first (a checkout left, cancelled or declined
 * bought nothing).
 */
export function PurchasesList({ userId }: { userId: string }) {
  const { data, isLoading } = usePurchases(userId)
  if (isLoading) return <Loading />
  const bought = (data ?? []).filter((purchase) => purchase.status === 'FULFILLED')
  if (bought.length === 0) {
    return (
      <Text color="fg.muted" data-testid="no-purchases">
        {NO_PURCHASES_TEXT}
      </Text>
    )
  }
  return (
    <Table.ScrollArea>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Offer</Table.ColumnHeader>
            <Table.ColumnHeader>Items</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {bought.map((purchase) => (
            <PurchaseRow key={purchase.sessionId} purchase={purchase} />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
