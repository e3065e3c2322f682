import { screen, waitFor, within } from '@testing-library/react'
import { useUserStore } from '@grile/shared/auth'
import { purchases, users, type PurchaseDto } from '@grile/shared/contract'
import { aStudent, problem, renderPage, stubApi, type Answer } from '@grile/shared/testing'
import { PurchasePage } from '../purchase-page'

const student = aStudent()

const sessionId = 'sandbox_cs_4f1c'
const purchase: PurchaseDto = {
  sessionId,
  offer: { quantity: 60, itemType: 'TOKEN', name: '60 tokens + Istoricescu voucher' },
  amount: 100,
  status: 'FULFILLED',
  createdAt: '2026-03-14T09:00:00.000Z',
  fulfilledAt: '2026-03-14T09:01:00.000Z',
  voucherForIstoricescu: {
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    ducats: 50,
    expiresAt: '2026-03-21T09:01:00.000Z',
  },
}

/** The page at /purchases/:sessionId, the API answering the purchase with `answer`. */
function openPurchase(answer: Answer<typeof purchases.getPurchase>) {
  const { calls } = stubApi()
    .on(purchases.getPurchase, ({ params }) => (params.sessionId === sessionId ? answer : problem(404)))
    .on(users.getUser, ({ params }) =>
      params.userId === student.id ? { ...student, tokens: 70 } : problem(404),
    )
  renderPage(<PurchasePage />, {
    url: `/purchases/${sessionId}`,
    path: '/purchases/:sessionId',
    user: student,
  })
  return calls
}

describe('PurchasePage', () => {
  it('thanks the buyer and shows what was bought, when, the voucher for the partner, and the new balance', async () => {
    openPurchase(purchase)

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase!' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'A gift box with confetti' })).toBeInTheDocument()
    expect(screen.getByTestId('purchase-quantity')).toHaveTextContent('60 tokens')
    // Bucharest is UTC+2 in March.
    expect(screen.getByTestId('purchase-details')).toHaveTextContent('14.03.2026, 11:01')

    const voucher = screen.getByRole('region', { name: 'Istoricescu voucher' })
    expect(within(voucher).getByTestId('voucher-ducats')).toHaveTextContent('50 ducats')
    expect(within(voucher).getByTestId('voucher-expiry')).toHaveTextContent('21.03.2026, 11:01')
    expect(within(voucher).getByRole('link', { name: /Redeem on Istoricescu/ })).toHaveAttribute(
      'href',
      `https://istoricescu.ro/vouchers/${purchase.voucherForIstoricescu?.id}`,
    )
    await waitFor(() => expect(useUserStore.getState().user?.tokens).toBe(70))
  })

  it('shows no voucher card for a purchase without one', async () => {
    openPurchase({
      ...purchase,
      offer: { quantity: 1, itemType: 'LESSON', name: '1x online session' },
      voucherForIstoricescu: null,
    })
    expect(await screen.findByTestId('purchase-quantity')).toHaveTextContent('1 lesson')
    expect(screen.queryByRole('region', { name: 'Istoricescu voucher' })).not.toBeInTheDocument()
  })

  it('says the purchase could not be loaded when the API refuses it', async () => {
    openPurchase(problem(404))
    expect(
      await screen.findByText('Purchase could not be loaded. Please try again later or contact us.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Thank you for your purchase!' })).not.toBeInTheDocument()
  })

  it('does not thank for a payment that was cancelled', async () => {
    openPurchase({ ...purchase, status: 'CANCELED', fulfilledAt: null, voucherForIstoricescu: null })
    expect(
      await screen.findByText('This payment was not completed, so nothing was charged.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the offers' })).toHaveAttribute('href', '/tokens')
  })
})
