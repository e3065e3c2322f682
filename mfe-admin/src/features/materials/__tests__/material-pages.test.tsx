import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useAlertStore } from '@grile/shared/ui'
import { CreateMaterialPage } from '../../../routes/create-material-page'
import { EditMaterialPage } from '../../../routes/edit-material-page'
import { MaterialContentPage } from '../../../routes/material-content-page'
import {
  CONTENT_EDITED,
  MATERIAL_CREATED,
  MATERIAL_EDIT_FAILED,
  MATERIAL_UPDATED,
} from '../messages'
import { renderPage } from '../../../testing/render-page'
import { html, json, jsonBody, noContent, stubApi } from '../../../testing/stub-api'


const materialId = '5b0c7a52-3f5e-4c1d-9a1e-0d5b2f6a7c01'
const topics = [
  { id: '5b0c7a52-3f5e-4c1d-9a1e-0d5b2f6a7c11', name: 'Conditionals' },
  { id: '5b0c7a52-3f5e-4c1d-9a1e-0d5b2f6a7c12', name: 'Tenses' },
]
const material = { id: materialId, title: 'Conditionals', topic: topics[0], studiedAt: null }

beforeEach(() => useAlertStore.setState({ alerts: [] }))

describe('CreateMaterialPage', () => {
  it('needs a title of 3 to 64 characters and a topic, then goes on to the content', async () => {
    const calls = stubApi((call) => {
      if (call.path === '/v1/materials/topics') return json(topics)
      if (call.method === 'POST' && call.path === '/v1/materials') return json({ id: materialId }, 201)
      return undefined
    })
    renderPage(<CreateMaterialPage />, { url: '/admin/materials/create', path: '/admin/materials/create' })
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

    expect(await screen.findByTestId('location')).toHaveTextContent(`/admin/materials/${materialId}/content`)
    expect(useAlertStore.getState().alerts).toEqual([expect.objectContaining({ type: 'success', title: MATERIAL_CREATED })])
    expect(jsonBody(calls.find((call) => call.method === 'POST'))).toEqual({
      title: 'Reported speech',
      materialTopicId: topics[1]!.id,
    })
  })
})

describe('EditMaterialPage', () => {
  function stubEdit(putStatus: number) {
    return stubApi((call) => {
      if (call.path === '/v1/materials/topics') return json(topics)
      if (call.method === 'GET' && call.path === `/v1/materials/${materialId}`) return json(material)
      if (call.method === 'PUT' && call.path === `/v1/materials/${materialId}`) {
        return putStatus === 204 ? noContent() : json({ type: 'about:blank', title: 'Failed', status: putStatus }, putStatus)
      }
      return undefined
    })
  }
  const renderEdit = () =>
    renderPage(<EditMaterialPage />, {
      url: `/admin/materials/${materialId}/edit`,
      path: '/admin/materials/:materialId/edit',
    })

  it('changes the title and topic', async () => {
    const calls = stubEdit(204)
    renderEdit()
    const title = await screen.findByLabelText(/^Title/)
    expect(title).toHaveValue('Conditionals')
    expect(screen.getByLabelText(/^Topic/)).toHaveValue(topics[0]!.id)
    await userEvent.type(title, ' (B2)')
    await userEvent.selectOptions(screen.getByLabelText(/^Topic/), topics[1]!.id)
    await userEvent.click(screen.getByRole('button', { name: 'Save material' }))
    await waitFor(() =>
      expect(useAlertStore.getState().alerts).toEqual([expect.objectContaining({ type: 'success', title: MATERIAL_UPDATED })]),
    )
    expect(jsonBody(calls.find((call) => call.method === 'PUT'))).toEqual({
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
      expect(useAlertStore.getState().alerts).toEqual([expect.objectContaining({ type: 'error', title: MATERIAL_EDIT_FAILED })]),
    )
  })
})

describe('MaterialContentPage', () => {
  it('previews the HTML live in the sandboxed lesson frame and saves what the API kept', async () => {
    let stored = '<p>Old lesson</p>'
    const calls = stubApi((call) => {
      if (call.method === 'GET' && call.path === `/v1/materials/${materialId}`) return json(material)
      if (call.method === 'GET' && call.path === `/v1/materials/${materialId}/content`) return html(stored)
      if (call.method === 'PUT' && call.path === `/v1/materials/${materialId}/content`) {
        // As the API does: scripts are removed on save.
        stored = (call.body ?? '').replace(/<script>.*?<\/script>/g, '')
        return noContent()
      }
      return undefined
    })
    renderPage(<MaterialContentPage />, {
      url: `/admin/materials/${materialId}/content`,
      path: '/admin/materials/:materialId/content',
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
      expect(useAlertStore.getState().alerts).toEqual([expect.objectContaining({ type: 'success', title: CONTENT_EDITED })]),
    )
    const put = calls.find((call) => call.method === 'PUT')
    expect(put?.contentType).toBe('text/html')
    expect(put?.body).toBe(lesson)
    await waitFor(() => expect(screen.getByLabelText('HTML')).toHaveValue('<h2>If clauses</h2><p>If I were you…</p>'))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save content' })).toBeDisabled())
  })
})
