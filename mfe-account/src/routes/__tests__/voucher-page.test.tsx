import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useUserStore } from '@grile/shared/auth'
import { users, vouchers } from '@grile/shared/contract'
import { aStudent, problem, renderPage, resetAlerts, stubApi, type Answer } from '@grile/shared/testing'
import { VoucherPage } from '../voucher-page'

const student = aStudent()

const voucherId = '7c9e6679-7425-40de-944b-e07fc1f90ae7'
const voucherPath = `/v1/vouchers/by-istoricescu/${voucherId}`
const NOT_FOUND = 'Voucherul nu există sau a fost deja revendicat.'
const UNAVAILABLE =
  'Serviciul de vouchere nu este disponibil în acest moment. Vă rugăm să încercați din nou mai târziu sau să ne contactați!'
const UNKNOWN = 'A apărut o eroare necunoscută. Vă rugăm să ne contactați!'

function openVoucher({
  user = student,
  get,
  claim,
}: {
  user?: typeof student | null
  get?: Answer<typeof vouchers.getVoucherByIstoricescu>
  claim?: Answer<typeof vouchers.claimVoucherByIstoricescu>
}) {
  const { calls } = stubApi()
    .on(users.getUser, ({ params }) =>
      params.userId === student.id ? { ...student, tokens: 35 } : problem(404),
    )
    .on(vouchers.getVoucherByIstoricescu, ({ params }) =>
      params.voucherByIstoricescuId === voucherId && get ? get : problem(404),
    )
    .on(vouchers.claimVoucherByIstoricescu, ({ params }) =>
      params.voucherByIstoricescuId === voucherId && claim ? claim : problem(404),
    )
  renderPage(<VoucherPage />, {
    url: `/vouchers/by-istoricescu/${voucherId}`,
    path: '/vouchers/by-istoricescu/:voucherByIstoricescuId',
    user,
  })
  return calls
}

afterEach(resetAlerts)

describe('VoucherPage', () => {
  it('offers a signed-out visitor Sign In and Sign Up, with the partner logo, and asks the API nothing', () => {
    const calls = openVoucher({ user: null })
    expect(screen.getByRole('img', { name: 'Istoricescu' })).toBeInTheDocument()
    const card = screen.getByTestId('voucher-sign-in-card')
    expect(within(card).getByRole('button', { name: 'Sign In' })).toBeEnabled()
    expect(within(card).getByRole('button', { name: 'Sign Up' })).toBeEnabled()
    expect(calls).toEqual([])
  })

  it('shows a signed-in user the tokens, and after the claim a green read-only Succes and the new balance', async () => {
    const calls = openVoucher({ get: { tokens: 25 }, claim: { tokens: 25 } })
    const user = userEvent.setup()

    expect(await screen.findByTestId('voucher-tokens')).toHaveTextContent('25 tokeni')
    await user.click(screen.getByRole('button', { name: 'Revendică' }))

    const claimed = await screen.findByRole('button', { name: 'Succes' })
    expect(claimed).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Revendică' })).not.toBeInTheDocument()
    expect(calls.filter((call) => call.path === voucherPath).map((call) => call.method)).toEqual([
      'GET',
      'DELETE',
    ])
    await waitFor(() => expect(useUserStore.getState().user?.tokens).toBe(35))
  })

  it.each([
    [404, NOT_FOUND],
    [503, UNAVAILABLE],
    [500, UNKNOWN],
    [401, UNKNOWN],
  ])('says what a load failure with status %i means', async (status, text) => {
    openVoucher({ get: problem(status) })
    expect(await screen.findByTestId('voucher-error')).toHaveTextContent(text)
    expect(screen.queryByRole('button', { name: 'Revendică' })).not.toBeInTheDocument()
  })

  it('links the unavailable service text to the contact page', async () => {
    openVoucher({ get: problem(503) })
    const error = await screen.findByTestId('voucher-error')
    expect(within(error).getByRole('link', { name: 'ne contactați' })).toHaveAttribute('href', '/contact')
  })

  it('says the voucher is gone when someone claimed it first, and gives nothing', async () => {
    openVoucher({ get: { tokens: 25 }, claim: problem(404) })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Revendică' }))

    expect(await screen.findByTestId('voucher-error')).toHaveTextContent(NOT_FOUND)
    expect(screen.queryByRole('button', { name: 'Succes' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Revendică' })).toBeDisabled()
    expect(useUserStore.getState().user?.tokens).toBe(student.tokens)
  })
})
