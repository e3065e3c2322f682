import { DataList, Stack } from '@grile/shared/chakra'
import type { PurchaseDto } from '@grile/shared/contract'
import { formatDateTime, formatRon } from '@grile/shared/dates'
import { describeItems } from '../../../lib/format'
import { VoucherForIstoricescuCard } from './voucher-for-istoricescu-card'

/** What was bought and when (docs/pages.md#purchase), and the partner voucher when the purchase gave one. */
export function PurchaseDetails({ purchase }: { purchase: PurchaseDto }) {
  return (
    <Stack gap={6}>
      <DataList.Root orientation="horizontal" data-testid="purchase-details">
        <DataList.Item>
          <DataList.ItemLabel>Offer</DataList.ItemLabel>
          <DataList.ItemValue>{purchase.offer.name}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Quantity</DataList.ItemLabel>
          <DataList.ItemValue data-testid="purchase-quantity">
            {describeItems(purchase.offer.quantity, purchase.offer.itemType)}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Amount</DataList.ItemLabel>
          <DataList.ItemValue>{formatRon(purchase.amount)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Fulfilled on</DataList.ItemLabel>
          <DataList.ItemValue>{formatDateTime(purchase.fulfilledAt)}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {purchase.voucherForIstoricescu ? (
        <VoucherForIstoricescuCard voucher={purchase.voucherForIstoricescu} />
      ) : null}
    </Stack>
  )
}
