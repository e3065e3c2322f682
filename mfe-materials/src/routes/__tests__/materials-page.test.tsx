import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { materials, users } from '@grile/shared/contract'
import { useAlertStore } from '@grile/shared/ui'
import { aStudent, anAdmin, problem, renderPage, stubApi } from '@grile/shared/testing'
import { MaterialsPage } from '../materials-page'

const student = aStudent()

const conditionals = {
  id: '5b0c7a52-3f5e-4c1d-9a1e-0d5b2f6a7c01',
  title: 'Conditionals: Real and Unreal Situations',
  topic: { id: '5b0c7a52-3f5e-4c1d-9a1e-0d5b2f6a7c11', name: 'Conditionals' },
  studiedAt: '2025-03-14T22:30:00.000Z',
}
const passive = {
  id: '5b0c7a52-3f5e-4c1d-9a1e-0d5b2f6a7c02',
  title: 'The Passive Voice',
  topic: { id: '5b0c7a52-3f5e-4c1d-9a1e-0d5b2f6a7c12', name: 'Passive Voice' },
  studiedAt: null,
}
const pupilUserId = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c81'

function rowOf(title: string) {
  return screen.getByText(title).closest('tr') as HTMLElement
}

// Chakra under jsdom renders slowly on these machines.
jest.setTimeout(20_000)

afterEach(() => useAlertStore.setState({ alerts: [] }))

describe('MaterialsPage', () => {
  it("shows the user's study marks: a green check and the Bucharest date on studied materials, and Study links", async () => {
    const { calls } = stubApi().on(materials.getMaterials, () => [conditionals, passive])
    renderPage(<MaterialsPage />, { url: '/materials', path: '/materials', user: student })

    const studied = await waitFor(() => rowOf(conditionals.title))
    expect(within(studied).getByRole('img', { name: 'Studied' })).toBeInTheDocument()
    // 22:30 UTC on 14 March is already 15 March in Bucharest.
    expect(within(studied).getByText('15.03.2025')).toBeInTheDocument()
    expect(within(rowOf(passive.title)).queryByRole('img', { name: 'Studied' })).not.toBeInTheDocument()
    expect(within(studied).getByRole('link', { name: `Study ${conditionals.title}` })).toHaveAttribute(
      'href',
      `/materials/${conditionals.id}`,
    )
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Create/ })).not.toBeInTheDocument()
    expect(calls[0]?.query.get('userId')).toBeNull()
  })

  it("shows a pupil's marks to their teacher, with the pupil's name and without actions", async () => {
    const { calls } = stubApi()
      .on(materials.getMaterials, () => [conditionals, passive])
      .on(users.getPupil, ({ params }) =>
        params.userId === student.id && params.pupilUserId === pupilUserId
          ? { name: 'Ana Popescu' }
          : problem(404),
      )
    renderPage(<MaterialsPage />, {
      url: `/materials?pupilUserId=${pupilUserId}`,
      path: '/materials',
      user: student,
    })

    expect(await screen.findByTestId('pupil-name')).toHaveTextContent('Ana Popescu')
    expect(within(rowOf(conditionals.title)).getByRole('img', { name: 'Studied' })).toBeInTheDocument()
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /^Study/ })).not.toBeInTheDocument()
    expect(calls.find((call) => call.path === '/v1/materials')?.query.get('userId')).toBe(pupilUserId)
  })

  it('says the materials could not be loaded when the list fails or is empty', async () => {
    stubApi()
      .on(materials.getMaterials, () => problem(403))
      .on(users.getPupil, () => problem(403))
    const { unmount } = renderPage(<MaterialsPage />, {
      url: `/materials?pupilUserId=${pupilUserId}`,
      path: '/materials',
      user: student,
    })
    expect(await screen.findByText('Materials could not be loaded.')).toBeInTheDocument()
    unmount()

    stubApi().on(materials.getMaterials, () => [])
    renderPage(<MaterialsPage />, { url: '/materials', path: '/materials', user: student })
    expect(await screen.findByText('Materials could not be loaded.')).toBeInTheDocument()
    // Nothing to retry for an empty list: only a failed read offers Retry.
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
  })

  it('offers Retry when the list could not be read, and shows it once a read succeeds', async () => {
    let failing = true
    stubApi().on(materials.getMaterials, () => (failing ? problem(503) : [conditionals]))
    renderPage(<MaterialsPage />, { url: '/materials', path: '/materials', user: student })
    expect(await screen.findByText('Materials could not be loaded.')).toBeInTheDocument()
    failing = false
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('link', { name: /^Study/ })).toBeInTheDocument()
    expect(screen.queryByText('Materials could not be loaded.')).not.toBeInTheDocument()
  })

  it('lets an administrator create, edit and delete materials, asking before deleting', async () => {
    let list = [conditionals, passive]
    const { calls } = stubApi()
      .on(materials.getMaterials, () => list)
      .on(materials.deleteMaterial, ({ params }) => {
        if (params.materialId === passive.id) list = [conditionals]
        return params.materialId === passive.id ? undefined : problem(404)
      })
    renderPage(<MaterialsPage />, { url: '/materials', path: '/materials', user: anAdmin() })
    const user = userEvent.setup()

    expect(await screen.findByRole('link', { name: /Create/ })).toHaveAttribute(
      'href',
      '/admin/materials/create',
    )
    // By keyboard: jsdom has no PointerEvent, which the menu needs to tell a mouse selection.
    ;(await screen.findByRole('button', { name: `More actions for ${passive.title}` })).focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/admin/materials/${passive.id}/edit`,
    )
    expect(screen.getByRole('menuitem', { name: 'Edit Content' })).toHaveAttribute(
      'href',
      `/admin/materials/${passive.id}/content`,
    )
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')

    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('Are you sure you want to delete this material?')
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false)
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

    await waitFor(() => expect(screen.queryByText(passive.title)).not.toBeInTheDocument())
    expect(useAlertStore.getState().alerts.map((alert) => alert.title)).toEqual([
      'Material deleted successfully',
    ])
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/v1/materials/${passive.id}`,
    ])
  })
})
