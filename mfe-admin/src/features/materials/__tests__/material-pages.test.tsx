import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type MaterialDto, materials } from '@grile/shared/contract'
import { useAlertStore } from '@grile/shared/ui'
import { anAdmin, html, noContent, problem, renderPage, stubApi } from '@grile/shared/testing'
import { CreateMaterialPage } from '../../../routes/create-material-page'
import { EditMaterialPage } from '../../../routes/edit-material-page'
import { MaterialContentPage } from '../../../routes/material-content-page'
import { CONTENT_EDITED, MATERIAL_CREATED, MATERIAL_EDIT_FAILED, MATERIAL_UPDATED } from '../messages'

const administrator = anAdmin()

const materialId = '5b0c7a52-3f5e-4c1d-9a1e-0d5b2f6a7c01'
const topics = [
  { id: '5b0c7a52-3f5e-4c1d-9a1e-0d5b2f6a7c11', name: 'Conditionals' },
  { id: '5b0c7a52-3f5e-4c1d-9a1e-0d5b2f6a7c12', name: 'Tenses' },
]
const material: MaterialDto = { id: materialId, title: 'Conditionals', topic: topics[0]!, studiedAt: null }

beforeEach(() => useAlertStore.setState({ alerts: [] }))

describe('CreateMaterialPage', () => {
  it('needs a title of 3 to 64 characters and a topic, then goes on to the content', async () => {
    const { calls } = stubApi()
      .on(materials.getMaterialTopics, () => topics)
      .on(materials.createMaterial, () => ({ id: materialId }))
    renderPage(<CreateMaterialPage />, {
      url: '/admin/materials/create',
      path: '/admin/materials/create',
      user: administrator,
    })
    const create = await screen.findByRole('button', { name: 'Create material' })
    expect(create).toBeDisabled()

    const title = screen.getByLabelText(/^Title/)
    await userEvent.type(title, 'Co')
    expect(screen.getByText('Must be min. 3 characters long')).toBeInTheDocument()
    await userEvent.click(title)
    await userEvent.paste('x'.repeat(63))
    expect(screen.getByText('Must not exceed 64 characters')).toBeInTheDocument()
    await userEvent.clear(title)
    await userEvent.type(title, 'Reported speech')
    expect(create).toBeDisabled()

    await userEvent.selectOptions(screen.getByLabelText(/^Topic/), topics[1]!.id)
    expect(create).toBeEnabled()
    await userEvent.click(create)

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/admin/materials/${materialId}/content`),
    )
    expect(useAlertStore.getState().alerts).toEqual([
      expect.objectContaining({ type: 'success', title: MATERIAL_CREATED }),
    ])
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Reported speech',
      materialTopicId: topics[1]!.id,
    })
  })
})

describe('EditMaterialPage', () => {
  function stubEdit(putStatus: number) {
    return stubApi()
      .on(materials.getMaterialTopics, () => topics)
      .on(materials.getMaterial, ({ params }) => (params.materialId === materialId ? material : problem(404)))
      .on(materials.updateMaterial, ({ params }) =>
        params.materialId !== materialId
          ? problem(404)
          : putStatus === 204
            ? noContent()
            : problem(putStatus, 'Failed'),
      )
  }
  const renderEdit = () =>
    renderPage(<EditMaterialPage />, {
      url: `/admin/materials/${materialId}/edit`,
      path: '/admin/materials/:materialId/edit',
      user: administrator,
    })

  it('changes the title and topic', async () => {
    const { calls } = stubEdit(204)
    renderEdit()
    const title = await screen.findByLabelText(/^Title/)
    expect(title).toHaveValue('Conditionals')
    expect(screen.getByLabelText(/^Topic/)).toHaveValue(topics[0]!.id)
    await userEvent.type(title, ' (B2)')
    await userEvent.selectOptions(screen.getByLabelText(/^Topic/), topics[1]!.id)
    await userEvent.click(screen.getByRole('button', { name: 'Save material' }))
    await waitFor(() =>
      expect(useAlertStore.getState().alerts).toEqual([
        expect.objectContaining({ type: 'success', title: MATERIAL_UPDATED }),
      ]),
    )
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: 'Conditionals (B2)',
      materialTopicId: topics[1]!.id,
    })
  })

  it('reports a failed save', async () => {
    stubEdit(500)
    renderEdit()
    await screen.findByLabelText(/^Title/)
    await userEvent.click(screen.getByRole('button', { name: 'Save material' }))
    await waitFor(() =>
      expect(useAlertStore.getState().alerts).toEqual([
        expect.objectContaining({ type: 'error', title: MATERIAL_EDIT_FAILED }),
      ]),
    )
  })
})

describe('MaterialContentPage', () => {
  it('previews the HTML live in the sandboxed lesson frame and saves what the API kept', async () => {
    let stored = '<p>Old lesson</p>'
    const own = (id: string) => id === materialId
    const { calls } = stubApi()
      .on(materials.getMaterial, ({ params }) => (own(params.materialId) ? material : problem(404)))
      .on(materials.getMaterialContent, ({ params }) =>
        own(params.materialId) ? html(stored) : problem(404),
      )
      .on(materials.putMaterialContent, ({ params, body }) => {
        if (!own(params.materialId)) return problem(404)
        // As the API does: scripts are removed on save.
        stored = (body ?? '').replace(/<script>.*?<\/script>/g, '')
        return noContent()
      })
    renderPage(<MaterialContentPage />, {
      url: `/admin/materials/${materialId}/content`,
      path: '/admin/materials/:materialId/content',
      user: administrator,
    })
    const editor = await screen.findByLabelText('HTML')
    expect(editor).toHaveValue('<p>Old lesson</p>')
    const save = screen.getByRole('button', { name: 'Save content' })
    expect(save).toBeDisabled()

    const frame = screen.getByTitle('Lesson: Conditionals')
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin')
    const lesson = '<h2>If clauses</h2><p>If I were you…</p><script>alert(1)</script>'
    fireEvent.change(editor, { target: { value: lesson } })
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('<h2>If clauses</h2>'))
    expect(frame.getAttribute('srcdoc')).toContain("script-src 'none'")

    await userEvent.click(save)
    await waitFor(() =>
      expect(useAlertStore.getState().alerts).toEqual([
        expect.objectContaining({ type: 'success', title: CONTENT_EDITED }),
      ]),
    )
    const put = calls.find((call) => call.method === 'PUT')
    expect(put?.contentType).toBe('text/html')
    expect(put?.body).toBe(lesson)
    await waitFor(() =>
      expect(screen.getByLabelText('HTML')).toHaveValue('<h2>If clauses</h2><p>If I were you…</p>'),
    )
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save content' })).toBeDisabled())
  })
})
