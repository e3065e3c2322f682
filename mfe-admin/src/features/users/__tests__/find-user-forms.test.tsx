import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useAlertStore } from '@grile/shared/ui'
import { admin } from '@grile/shared/contract'
import { anAdmin, problem, renderPage, stubApi } from '@grile/shared/testing'
import { FIND_BY_EMAIL_FAILED, FindUserForms, userNotFoundText } from '../components/find-user-forms'

const administrator = anAdmin()

// Chakra under jsdom renders slowly on these machines.

const userId = '0e7f5c9a-1b2d-4c3e-8f4a-5b6c7d8e9f01'

const renderFind = () =>
  renderPage(<FindUserForms />, { url: '/admin/users/find', path: '/admin/users/find', user: administrator })

beforeEach(() => useAlertStore.setState({ alerts: [] }))

describe('FindUserForms', () => {
  it('finds by e-mail once it has 3 characters and opens the user', async () => {
    const { calls } = stubApi().on(admin.findUserByEmail, () => userId)
    renderFind()
    const find = screen.getByRole('button', { name: 'Find by email' })
    expect(find).toBeDisabled()

    await userEvent.type(screen.getByLabelText('Email'), 'an')
    expect(find).toBeDisabled()
    await userEvent.tab()
    expect(screen.getByText('Must be min. 3 characters long')).toBeInTheDocument()

    await userEvent.type(screen.getByLabelText('Email'), 'a@grile.ro')
    expect(find).toBeEnabled()
    await userEvent.click(find)

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/admin/users/${userId}`))
    expect(calls[0]?.query.get('email')).toBe('ana@grile.ro')
  })

  it('says when no user has that e-mail, and raises an alert when the search fails', async () => {
    let status = 404
    stubApi().on(admin.findUserByEmail, () => problem(status, 'Failed'))
    renderFind()
    await userEvent.type(screen.getByLabelText('Email'), 'nobody@grile.ro')
    await userEvent.click(screen.getByRole('button', { name: 'Find by email' }))
    expect(await screen.findByText(userNotFoundText('nobody@grile.ro'))).toBeInTheDocument()
    expect(useAlertStore.getState().alerts).toEqual([])

    status = 500
    await userEvent.click(screen.getByRole('button', { name: 'Find by email' }))
    await waitFor(() =>
      expect(useAlertStore.getState().alerts).toEqual([
        expect.objectContaining({ type: 'error', title: FIND_BY_EMAIL_FAILED }),
      ]),
    )
  })

  it('opens a user by id only when the id is a UUID', async () => {
    const { calls } = stubApi()
    renderFind()
    const find = screen.getByRole('button', { name: 'Find by id' })
    await userEvent.type(screen.getByLabelText('User Id'), 'not-an-id')
    await userEvent.tab()
    expect(find).toBeDisabled()
    expect(screen.getByText('Must be valid UUID')).toBeInTheDocument()

    await userEvent.clear(screen.getByLabelText('User Id'))
    await userEvent.type(screen.getByLabelText('User Id'), ` ${userId} `)
    await userEvent.click(find)
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/admin/users/${userId}`))
    expect(calls).toEqual([])
  })

  it('takes an id pasted with a line break, and opens it with Enter only once it is a UUID', async () => {
    stubApi()
    renderFind()
    const field = screen.getByLabelText('User Id')
    // Shown whole on a phone: a field that wraps, not one cut at its edge (decision 0059).
    expect(field.tagName).toBe('TEXTAREA')
    await userEvent.type(field, 'not-an-id{Enter}')
    expect(field).toHaveValue('not-an-id')
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/users/find')

    await userEvent.clear(field)
    await userEvent.click(field)
    await userEvent.paste(`${userId}\n`)
    expect(field).toHaveValue(userId)
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/admin/users/${userId}`))
  })
})
