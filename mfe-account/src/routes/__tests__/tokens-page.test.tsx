import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { OfferList } from '../../features/offers/components/offer-list'
import { offers, type OfferDto } from '@grile/shared/contract'
import { aStudent, alertTitles, problem, renderPage, resetAlerts, stubApi } from '@grile/shared/testing'
import { TokensPage } from '../tokens-page'

const student = aStudent()

const tenTokens: OfferDto = {
  id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c01',
  name: '10 tokens',
  quantity: 10,
  priceTotal: 25,
  pricePerItem: 2.5,
  istoricescuDucats: null,
  itemType: 'TOKEN',
}
const withVoucher: OfferDto = {
  ...tenTokens,
  id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c02',
  name: '60 tokens + Istoricescu voucher',
  quantity: 60,
  priceTotal: 100,
  pricePerItem: 1.67,
  istoricescuDucats: 50,
}
const checkoutUrl = 'http://localhost/api/payments/sandbox/checkout/sandbox_cs_1'

afterEach(resetAlerts)

describe('buying tokens', () => {
  it('lists the token offers with prices and the partner voucher they carry', async () => {
    const { calls } = stubApi().on(offers.getOffers, () => [tenTokens, withVoucher])
    renderPage(<TokensPage />, { url: '/tokens', path: '/tokens', user: student })

    const pack = await screen.findByRole('article', { name: withVoucher.name })
    expect(within(pack).getByText('60 tokens')).toBeInTheDocument()
    expect(within(pack).getByTestId('offer-price')).toHaveTextContent('100,00 RON')
    expect(within(pack).getByText('+ Istoricescu voucher: 50 ducats')).toBeInTheDocument()
    expect(
      within(screen.getByRole('article', { name: tenTokens.name })).queryByText(/ducats/),
    ).not.toBeInTheDocument()
    expect(calls[0]?.query.get('offerItemType')).toBe('TOKEN')
  })

  it('opens the checkout on Buy, the button loading while the checkout session is made', async () => {
    let answerBuy: (checkout: string) => void = () => undefined
    stubApi()
      .on(offers.getOffers, () => [tenTokens, withVoucher])
      .on(offers.buyOffer, ({ params }) =>
        params.offerId === tenTokens.id
          ? new Promise<string>((resolve) => (answerBuy = resolve))
          : problem(404),
      )
    const navigate = jest.fn()
    renderPage(<OfferList itemType="TOKEN" navigate={navigate} />, {
      url: '/tokens',
      path: '/tokens',
      user: student,
    })
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: `Buy ${tenTokens.name}` }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `Buy ${tenTokens.name}` })).toHaveAttribute('data-loading'),
    )
    expect(screen.getByRole('button', { name: `Buy ${withVoucher.name}` })).toBeDisabled()
    expect(navigate).not.toHaveBeenCalled()

    answerBuy(checkoutUrl)
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(checkoutUrl))
  })

  it('says when the checkout could not be opened and lets the user try again', async () => {
    stubApi()
      .on(offers.getOffers, () => [tenTokens])
      .on(offers.buyOffer, () => problem(503))
    const navigate = jest.fn()
    renderPage(<OfferList itemType="TOKEN" navigate={navigate} />, {
      url: '/tokens',
      path: '/tokens',
      user: student,
    })
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: `Buy ${tenTokens.name}` }))
    await waitFor(() =>
      expect(alertTitles()).toEqual([
        'The payment could not be started. Please try again later or contact us.',
      ]),
    )
    expect(screen.getByRole('button', { name: `Buy ${tenTokens.name}` })).toBeEnabled()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('says when the offers could not be loaded, and Retry reads them again', async () => {
    let failing = true
    stubApi().on(offers.getOffers, () => (failing ? problem(503) : [tenTokens]))
    renderPage(<OfferList itemType="TOKEN" />, { url: '/tokens', path: '/tokens', user: student })
    expect(await screen.findByText('The offers could not be loaded.')).toBeInTheDocument()
    failing = false
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('article', { name: tenTokens.name })).toBeInTheDocument()
  })

  it('shows the offers without Buy to a visitor who is not signed in', async () => {
    stubApi().on(offers.getOffers, () => [tenTokens])
    renderPage(<OfferList itemType="TOKEN" />, { url: '/tokens', path: '/tokens', user: null })
    expect(await screen.findByRole('article', { name: tenTokens.name })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Buy/ })).not.toBeInTheDocument()
  })
})
