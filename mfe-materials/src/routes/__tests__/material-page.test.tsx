import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { CurrentUser } from '@grile/shared/auth'
import { materials } from '@grile/shared/contract'
import { aStudent, anAdmin, html, renderPage, stubApi } from '@grile/shared/testing'
import { MaterialPage } from '../material-page'

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
  return stubApi()
    .on(materials.getMaterial, () => ({ ...material, studiedAt }))
    .on(materials.getMaterialContent, () => html(lesson))
    .on(materials.studyMaterial, () => {
      studiedAt = '2025-03-14T10:00:00.000Z'
    })
    .on(materials.unstudyMaterial, () => {
      studiedAt = null
    })
}

/** A response held back until `release` is called: which request the page waits for is up to the test. */
function heldBack() {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  return { released, release }
}

/**
 * jsdom does not load a frame's `srcdoc` (its frames only ever hold about:blank), so the test plays the
 * browser's part: the lesson's document has loaded in the frame.
 */
async function lessonLoads() {
  fireEvent.load(await screen.findByTitle(`Lesson: ${material.title}`))
}

const renderMaterial = (user: CurrentUser = aStudent()) =>
  renderPage(<MaterialPage />, { url: `/materials/${materialId}`, path: '/materials/:materialId', user })

describe('MaterialPage', () => {
  it('asks for the lesson beside the material, not once the material has arrived', async () => {
    const materialAnswer = heldBack()
    const api = stubApi()
      .on(materials.getMaterialContent, () => html(lesson))
      .on(materials.getMaterial, async () => {
        await materialAnswer.released
        return material
      })
    renderMaterial()

    await waitFor(() =>
      expect(api.calls.map((call) => call.path)).toContain(`/v1/materials/${materialId}/content`),
    )
    expect(screen.queryByTitle(`Lesson: ${material.title}`)).not.toBeInTheDocument()
    materialAnswer.release()
    expect(await screen.findByTitle(`Lesson: ${material.title}`)).toBeInTheDocument()
    expect(api.callsTo(materials.getMaterialContent)).toHaveLength(1)
  })

  it('puts the associated exams below the lesson only once the lesson is in place, so they never jump down', async () => {
    const lessonAnswer = heldBack()
    stubApi()
      .on(materials.getMaterial, () => material)
      .on(materials.getMaterialContent, async () => {
        await lessonAnswer.released
        return html(lesson)
      })
    renderMaterial()

    expect(await screen.findByRole('heading', { level: 1, name: material.title })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 2, name: 'Associated Exams' })).not.toBeInTheDocument()
    lessonAnswer.release()
    await lessonLoads()
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
    await lessonLoads()
    expect(
      (await screen.findByRole('heading', { level: 2, name: 'Associated Exams' })).closest('section'),
    ).toHaveAttribute('id', 'associated-exams')
    expect(screen.getByRole('progressbar', { name: 'Reading progress' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument()
  })

  it('marks the material as studied and removes the mark with one toggling button', async () => {
    const { calls } = stubMaterial()
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
    renderMaterial(anAdmin())

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
    stubApi()
    renderMaterial()
    expect(await screen.findByText('Material could not be loaded.')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark as Studied' })).not.toBeInTheDocument(),
    )
  })
})
