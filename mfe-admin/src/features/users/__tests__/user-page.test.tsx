import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useAlertStore } from '@grile/shared/ui'
import { UserPage, userNotLoadedText } from '../../../routes/user-page'
import { USER_UPDATE_FAILED, USER_UPDATED } from '../components/user-edit-form'
import { NO_PURCHASES_TEXT, PURCHASES_FAILED_TEXT } from '../components/user-purchases'
import { admin, purchases as purchasesApi, type PurchaseDto, users } from '@grile/shared/contract'
import { aStudent, anAdmin, noContent, problem, renderPage, stubApi } from '@grile/shared/testing'

const administrator = anAdmin()

const userId = '0e7f5c9a-1b2d-4c3e-8f4a-5b6c7d8e9f01'
// Built by the contract's schema, so a new field of the current user fails here, not as a silent 'could not load'.
const pupil = aStudent({
  id: userId,
  email: 'ana@grile.ro',
  name: 'Ana Popescu',
  tokens: 3,
  teacherId: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  rating: 1612,
})
const purchase: PurchaseDto = {
  sessionId: 'cs_test_1',
  offer: { quantity: 20, itemType: 'TOKEN', name: '20 tokens' },
  amount: 49.99,
  status: 'FULFILLED',
  createdAt: '2025-03-14T10:00:00.000Z',
  fulfilledAt: '2025-03-14T10:01:00.000Z',
  voucherForIstoricescu: null,
}

function stubUser({
  patchStatus = 204,
  purchases = [purchase],
}: { patchStatus?: number; purchases?: PurchaseDto[] } = {}) {
  let user = pupil
  return stubApi()
    .on(users.getUser, ({ params }) => (params.userId === userId ? user : problem(404)))
    .on(purchasesApi.getPurchases, () => purchases)
    .on(admin.updateUser, ({ params, body }) => {
      if (params.userId !== userId) return problem(404)
      if (patchStatus !== 204) return problem(patchStatus, 'Failed')
      user = { ...user, ...(body as object) }
      return noContent()
    })
}

const renderUser = (id = userId) =>
  renderPage(<UserPage />, { url: `/admin/users/${id}`, path: '/admin/users/:userId', user: administrator })

beforeEach(() => useAlertStore.setState({ alerts: [] }))

describe('UserPage', () => {
  it('shows id, email, rating and teacher read-only, and the purchases', async () => {
    const { calls } = stubUser()
    renderUser()
    expect(await screen.findByLabelText('User Id')).toHaveValue(userId)
    expect(screen.getByLabelText('User Id')).toHaveAttribute('readonly')
    expect(screen.getByLabelText('Email')).toHaveValue('ana@grile.ro')
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly')
    expect(screen.getByLabelText('Rating')).toHaveValue('1612')
    expect(screen.getByLabelText('Teacher Id')).toHaveValue(pupil.teacherId)
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('readonly')

    const purchases = await screen.findByRole('table', { name: 'Purchases' })
    expect(purchases).toHaveTextContent('20 × tokens (20 tokens)')
    expect(purchases).toHaveTextContent('49.99')
    expect(calls.find((call) => call.path === '/v1/purchases')?.query.get('userId')).toBe(userId)
  })

  it('gives tokens: Save is enabled only for a valid change, and sends only what changed', async () => {
    const { calls } = stubUser({ purchases: [] })
    renderUser()
    const tokens = await screen.findByLabelText('Tokens')
    const save = screen.getByRole('button', { name: 'Save' })
    expect(save).toBeDisabled()
    expect(await screen.findByText(NO_PURCHASES_TEXT)).toBeInTheDocument()

    await userEvent.clear(tokens)
    expect(save).toBeDisabled()
    expect(screen.getByText('Must be a whole number')).toBeInTheDocument()
    await userEvent.type(tokens, '25')
    expect(save).toBeEnabled()

    await userEvent.clear(screen.getByLabelText('Name'))
    await userEvent.type(screen.getByLabelText('Name'), 'A!')
    expect(save).toBeDisabled()
    expect(screen.getByText('Must be min. 3 characters long')).toBeInTheDocument()
    await userEvent.clear(screen.getByLabelText('Name'))
    await userEvent.type(screen.getByLabelText('Name'), pupil.name)

    await userEvent.click(save)
    await waitFor(() =>
      expect(useAlertStore.getState().alerts).toEqual([
        expect.objectContaining({ type: 'success', title: USER_UPDATED }),
      ]),
    )
    const patch = calls.find((call) => call.method === 'PATCH')
    expect(patch?.body).toEqual({ tokens: 25 })
    // Reloaded: the form now matches the user again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled())
    expect(screen.getByLabelText('Tokens')).toHaveValue(25)
  })

  it('makes a user a customer and reports a failed update', async () => {
    const { calls } = stubUser({ patchStatus: 500 })
    renderUser()
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Customer' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(useAlertStore.getState().alerts).toEqual([
        expect.objectContaining({ type: 'error', title: USER_UPDATE_FAILED }),
      ]),
    )
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ customer: true })
  })

  it('says when the purchases could not be loaded, and Retry reads them again', async () => {
    let failing = true
    stubUser().on(purchasesApi.getPurchases, () => (failing ? problem(503) : [purchase]))
    renderUser()
    expect(await screen.findByText(PURCHASES_FAILED_TEXT)).toBeInTheDocument()
    expect(screen.queryByText(NO_PURCHASES_TEXT)).not.toBeInTheDocument()
    // The rest of the page works without them.
    expect(screen.getByLabelText('Email')).toHaveValue('ana@grile.ro')
    failing = false
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('table', { name: 'Purchases' })).toHaveTextContent('49.99')
  })

  it('says when the user could not be loaded', async () => {
    stubApi()
    const missing = '11111111-2222-4333-8444-555555555555'
    renderUser(missing)
    expect(await screen.findByText(userNotLoadedText(missing))).toBeInTheDocument()
    expect(userNotLoadedText(missing)).toBe(
      `Could not load user with id ${missing}. Are you sure such a user exists?`,
    )
  })
})
