import { act, cleanup, screen } from '@testing-library/react'
import { Route, Routes, useNavigate } from '@grile/shared/router'
import { renderPage, signInAs } from '@grile/shared/testing'
import { VoucherBanners } from '../components/voucher-banners'
import { useVouchersForIstoricescu } from '../api/get-vouchers-for-istoricescu'

jest.mock('../api/get-vouchers-for-istoricescu', () => ({ useVouchersForIstoricescu: jest.fn() }))
const useVouchersMock = jest.mocked(useVouchersForIstoricescu)

const voucher = (id: string, ducats: number, expiresInSeconds: number) => ({
  id,
  ducats,
  expiresInSeconds,
  expiresAt: new Date(Date.now() + expiresInSeconds * 1000).toISOString(),
})

function GoTo({ to }: { to: string }) {
  const navigate = useNavigate()
  return <button onClick={() => navigate(to)}>go {to}</button>
}

describe('VoucherBanners', () => {
  beforeEach(() => {
    jest.useFakeTimers()
    signInAs({ isCustomer: true })
  })
  afterEach(() => {
    cleanup()
    jest.useRealTimers()
    signInAs(null)
    useVouchersMock.mockReset()
  })

  function withVouchers(...vouchers: ReturnType<typeof voucher>[]) {
    const data = { vouchers, receivedAt: Date.now() }
    useVouchersMock.mockReturnValue({ data } as ReturnType<typeof useVouchersForIstoricescu>)
  }

  it('counts each voucher down every second and removes it once below zero', () => {
    withVouchers(
      voucher('0f000000-0000-4000-8000-000000000001', 50, 2),
      voucher('0f000000-0000-4000-8000-000000000002', 120, 86_400 + 5),
    )
    renderPage(<VoucherBanners />)

    const countdowns = () =>
      screen.queryAllByTestId('voucher-countdown').map((element) => element.textContent)
    expect(countdowns()).toEqual(['00:00:02', '1 day 00:00:05'])
    expect(screen.getByText('50 ducats')).toBeInTheDocument()

    act(() => jest.advanceTimersByTime(1000))
    expect(countdowns()).toEqual(['00:00:01', '1 day 00:00:04'])
    act(() => jest.advanceTimersByTime(1000))
    expect(countdowns()).toEqual(['00:00:00', '1 day 00:00:03'])
    act(() => jest.advanceTimersByTime(1000))
    expect(countdowns()).toEqual(['1 day 00:00:02'])
  })

  it('links to the partner site with the voucher id', () => {
    withVouchers(voucher('0f000000-0000-4000-8000-000000000003', 50, 600))
    renderPage(<VoucherBanners />)
    expect(screen.getByRole('link', { name: /Redeem on Istoricescu/ })).toHaveAttribute(
      'href',
      'https://istoricescu.ro/vouchers/0f000000-0000-4000-8000-000000000003',
    )
  })

  it('is hidden on the purchase pages and back elsewhere', () => {
    withVouchers(voucher('0f000000-0000-4000-8000-000000000004', 50, 600))
    renderPage(
      <>
        <VoucherBanners />
        <Routes>
          <Route path="*" element={<GoTo to="/exams" />} />
        </Routes>
      </>,
      { url: '/purchases/cs_test_123' },
    )
    expect(screen.queryByTestId('voucher-banner')).not.toBeInTheDocument()
    act(() => screen.getByRole('button', { name: 'go /exams' }).click())
    expect(screen.getByTestId('voucher-banner')).toBeInTheDocument()
  })

  it('shows nothing to a visitor', () => {
    signInAs(null)
    withVouchers(voucher('0f000000-0000-4000-8000-000000000005', 50, 600))
    renderPage(<VoucherBanners />)
    expect(screen.queryByTestId('voucher-banner')).not.toBeInTheDocument()
  })
})
