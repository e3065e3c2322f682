import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useUserStore } from '@grile/shared/auth'
import { users } from '@grile/shared/contract'
import {
  aStudent,
  alertTitles,
  noContent,
  problem,
  renderPage,
  resetAlerts,
  stubApi,
} from '@grile/shared/testing'
import { TeacherPage } from '../teacher-page'

const student = aStudent()

const teacherId = '0b7c8a8e-5d4f-4c1e-9a7b-2f1e3d4c5b60'

afterEach(resetAlerts)

describe('TeacherPage', () => {
  it('explains the teacher relationship in Romanian', () => {
    stubApi()
    renderPage(<TeacherPage />, { url: '/teacher', path: '/teacher', user: student })
    const explanation = screen.getByTestId('teacher-explanation')
    expect(explanation).toHaveTextContent('5 tokeni gratuiți')
    expect(explanation).toHaveTextContent('pagina Pupils')
  })

  it('keeps Assign disabled until the id is a UUID other than the user’s own, with the rule’s message', async () => {
    stubApi()
    renderPage(<TeacherPage />, { url: '/teacher', path: '/teacher', user: student })
    const user = userEvent.setup()
    const form = screen.getByRole('region', { name: 'Assign Teacher' })
    const field = within(form).getByLabelText('Teacher User Id')
    const assign = within(form).getByRole('button', { name: 'Assign' })

    expect(assign).toBeDisabled()
    expect(within(form).queryByText(/^Must|^Cannot/)).not.toBeInTheDocument()

    await user.type(field, '0b7c8a8e-5d4f')
    expect(within(form).getByText('Must be valid UUID')).toBeInTheDocument()
    expect(assign).toBeDisabled()

    await user.clear(field)
    await user.type(field, student.id.toUpperCase())
    expect(within(form).getByText('Cannot be your own user id')).toBeInTheDocument()
    expect(assign).toBeDisabled()

    await user.clear(field)
    await user.type(field, teacherId)
    expect(within(form).queryByText(/^Must|^Cannot/)).not.toBeInTheDocument()
    expect(assign).toBeEnabled()
  })

  it('assigns the teacher (the id as a JSON string), says so and turns to Remove Teacher', async () => {
    const { calls } = stubApi()
      .on(users.assignTeacher, ({ params }) => (params.userId === student.id ? noContent() : problem(404)))
      .on(users.getUser, ({ params }) => {
        if (params.userId !== student.id) return problem(404)
        return { ...student, teacherId, tokens: student.tokens + 5 }
      })
    renderPage(<TeacherPage />, { url: '/teacher', path: '/teacher', user: student })
    const user = userEvent.setup()

    await user.type(screen.getByLabelText('Teacher User Id'), ` ${teacherId} `)
    await user.click(screen.getByRole('button', { name: 'Assign' }))

    await waitFor(() => expect(alertTitles()).toEqual(['Teacher was assigned successfully.']))
    expect(calls.find((call) => call.method === 'PUT')?.body).toBe(teacherId)
    const removeView = await screen.findByRole('region', { name: 'Remove Teacher' })
    expect(within(removeView).getByLabelText('Teacher User Id')).toHaveValue(teacherId)
    // The profile is refreshed: the first designation's tokens show.
    await waitFor(() => expect(useUserStore.getState().user?.tokens).toBe(student.tokens + 5))
  })

  it('says when the assignment failed and stays on the form', async () => {
    stubApi().on(users.assignTeacher, () => problem(404, `There is no user with id ${teacherId}.`))
    renderPage(<TeacherPage />, { url: '/teacher', path: '/teacher', user: student })
    const user = userEvent.setup()

    // Enter submits, as in a one-line field: the id's field is a textarea so that it wraps on a phone.
    await user.type(screen.getByLabelText('Teacher User Id'), `${teacherId}{Enter}`)

    await waitFor(() => expect(alertTitles()).toEqual(['Teacher assignment failed.']))
    expect(screen.getByLabelText('Teacher User Id')).toHaveValue(teacherId)
    expect(screen.getByRole('region', { name: 'Assign Teacher' })).toBeInTheDocument()
    expect(useUserStore.getState().user?.teacherId).toBeNull()
  })

  it('removes the teacher, or says that removing failed', async () => {
    let removeStatus = 500
    const { calls } = stubApi()
      .on(users.removeTeacher, ({ params }) => {
        if (params.userId !== student.id) return problem(404)
        return removeStatus === 204 ? noContent() : problem(removeStatus)
      })
      .on(users.getUser, ({ params }) =>
        params.userId === student.id ? { ...student, teacherId: null } : problem(404),
      )
    renderPage(<TeacherPage />, { url: '/teacher', path: '/teacher', user: { ...student, teacherId } })
    const user = userEvent.setup()
    const removeView = screen.getByRole('region', { name: 'Remove Teacher' })
    expect(within(removeView).getByLabelText('Teacher User Id')).toHaveValue(teacherId)
    expect(within(removeView).getByLabelText('Teacher User Id')).toHaveAttribute('readonly')

    await user.click(within(removeView).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(alertTitles()).toEqual(['Removing the teacher failed.']))
    expect(screen.getByRole('region', { name: 'Remove Teacher' })).toBeInTheDocument()

    removeStatus = 204
    // The button shows its spinner (and no name) until the failed request has settled.
    await user.click(await within(removeView).findByRole('button', { name: 'Remove' }))
    await waitFor(() =>
      expect(alertTitles()).toEqual(['Removing the teacher failed.', 'Teacher was removed successfully.']),
    )
    expect(await screen.findByRole('region', { name: 'Assign Teacher' })).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(2)
  })
})
