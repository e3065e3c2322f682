import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { CurrentUser } from '@grile/shared/auth'
import { MaterialPage } from '../material-page'
import { admin, renderPage } from '../../testing/render-page'
import { html, json, noContent, stubApi } from '../../testing/stub-api'

// Chakra under jsdom renders slowly on these machines.
jest.setTimeout(20_000)

const materialId = '5b0c7a52-3f5e-4c1d-9a1e-0d5b2f6a7c01'
const material = {
  id: materialId,
  title: 'Conditionals: Real and Unreal Situations',
  topic: { id: '5b0c7a52-3f5e-4c1d-9a1e-0d5b2f6a7c11', name: 'Conditionals' },
  studiedAt: null as string | null,
}
const lesson = '<h2>Conditionals</h2><p>If I <strong>were</strong> you, I would report it.</p>'

function stubMaterial(options: { studiedAt?: string | null } = {}) {
  let studiedAt = options.studiedAt ?? null
  return stubApi((call) => {
    const path = `/v1/materials/${materialId}`
    if (call.method === 'GET' && call.path === path) return json({ ...material, studiedAt })
    if (call.method === 'GET' && call.path === `${path}/content`) return html(lesson)
    if (call.method === 'POST' && call.path === `${path}/study`) {
      studiedAt = '2025-03-14T10:00:00.000Z'
      return noContent()
    }
    if (call.method === 'DELETE' && call.path === `${path}/study`) {
      studiedAt = null
      return noContent()
    }
    return undefined
  })
}

/** A response held back until `release` is called: which request the page waits for is up to the test. */
function heldBack() {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  return { released, release }
}

/** The part of a fetch Response the API client reads. */
const reply = (body: string, contentType: string) =>
  ({
    ok: true,
    status: 200,
    statusText: '200',
    headers: { get: () => contentType },
    json: async () => JSON.parse(body) as unknown,
    text: async () => body,
  }) as unknown as Response

const pathOf = (input: RequestInfo | URL) => new URL(String(input), 'http://localhost').pathname

const renderMaterial = (user?: CurrentUser) =>
  renderPage(<MaterialPage />, { url: `/materials/${materialId}`, path: '/materials/:materialId', user })

describe('MaterialPage', () => {
  it('asks for the lesson beside the material, not once the material has arrived', async () => {
    const requested: string[] = []
    const materialAnswer = heldBack()
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const path = pathOf(input)
      requested.push(path)
      if (path.endsWith('/content')) return reply(lesson, 'text/html')
      await materialAnswer.released
      return reply(JSON.stringify(material), 'application/json')
    }) as typeof fetch
    renderMaterial()

    await waitFor(() => expect(requested).toContain(`/api/v1/materials/${materialId}/content`))
    expect(screen.queryByTitle(`Lesson: ${material.title}`)).not.toBeInTheDocument()
    materialAnswer.release()
    expect(await screen.findByTitle(`Lesson: ${material.title}`)).toBeInTheDocument()
    expect(requested.filter((path) => path.endsWith('/content'))).toHaveLength(1)
  })

  it('puts the associated exams below the lesson only once the lesson is in place, so they never jump down', async () => {
    const lessonAnswer = heldBack()
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const path = pathOf(input)
      if (path.endsWith('/content')) {
        await lessonAnswer.released
        return reply(lesson, 'text/html')
      }
      if (path.endsWith('/exams')) return reply(JSON.stringify([]), 'application/json')
      return reply(JSON.stringify(material), 'application/json')
    }) as typeof fetch
    renderMaterial()

    expect(await screen.findByRole('heading', { level: 1, name: material.title })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 2, name: 'Associated Exams' })).not.toBeInTheDocument()
    lessonAnswer.release()
    expect(await screen.findByRole('heading', { level: 2, name: 'Associated Exams' })).toBeInTheDocument()
  })

  it('shows the topic, the title and the lesson in a frame that may run no script', async () => {
    stubMaterial()
    renderMaterial()

    expect(await screen.findByRole('heading', { level: 1, name: material.title })).toBeInTheDocument()
    expect(screen.getByTestId('material-topic')).toHaveTextContent('Conditionals')
    const frame = await screen.findByTitle(`Lesson: ${material.title}`)
    expect(frame.tagName).toBe('IFRAME')
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin')
    expect(frame.getAttribute('srcdoc')).toContain(lesson)
    expect(frame.getAttribute('srcdoc')).toContain("script-src 'none'")
    expect(screen.getByRole('link', { name: /associated exams/i })).toHaveAttribute(
      'href',
      `/materials/${materialId}#associated-exams`,
    )
    // The exams come once the lesson's frame has its height.
    expect(
      (await screen.findByRole('heading', { level: 2, name: 'Associated Exams' })).closest('section'),
    ).toHaveAttribute('id', 'associated-exams')
    expect(screen.getByRole('progressbar', { name: 'Reading progress' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument()
  })

  it('marks the material as studied and removes the mark with one toggling button', async () => {
    const calls = stubMaterial()
    renderMaterial()
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Mark as Studied' }))
    expect(await screen.findByRole('button', { name: 'Remove marked as studied' })).toBeInTheDocument()
    expect(screen.getByText('Studied on 14.03.2025')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Remove marked as studied' }))
    expect(await screen.findByRole('button', { name: 'Mark as Studied' })).toBeInTheDocument()
    expect(screen.queryByText(/Studied on/)).not.toBeInTheDocument()
    expect(calls.filter((call) => call.path.endsWith('/study')).map((call) => call.method)).toEqual([
      'POST',
      'DELETE',
    ])
  })

  it('gives administrators the links to edit the title or topic and the content', async () => {
    stubMaterial()
    renderMaterial(admin)

    expect(await screen.findByRole('link', { name: 'Edit title or topic' })).toHaveAttribute(
      'href',
      `/admin/materials/${materialId}/edit`,
    )
    expect(screen.getByRole('link', { name: 'Edit content' })).toHaveAttribute(
      'href',
      `/admin/materials/${materialId}/content`,
    )
  })

  it('says the material could not be loaded when it does not exist', async () => {
    stubApi(() => undefined)
    renderMaterial()
    expect(await screen.findByText('Material could not be loaded.')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark as Studied' })).not.toBeInTheDocument(),
    )
  })
})
