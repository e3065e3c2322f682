import { apiRequest, ApiError } from '@grile/shared/api'
import { exams, materials, users } from '@grile/shared/contract'
import { examOf, examPage, problem, stubApi, uuidOf } from '@grile/shared/testing'

const examId = uuidOf(1, 2)

describe('stubApi', () => {
  it('answers an endpoint by method and path pattern, with its parameters and query, and records the call', async () => {
    const api = stubApi().on(exams.getExam, ({ params }) => examOf(2, { id: params.examId }))

    const exam = await apiRequest(exams.getExam, { params: { examId }, query: { stable: 'true' } })

    expect(exam.id).toBe(examId)
    expect(api.calls).toHaveLength(1)
    expect(api.calls[0]).toMatchObject({ method: 'GET', path: `/v1/exams/${examId}`, params: { examId } })
    expect(api.calls[0]?.query.get('stable')).toBe('true')
    expect(api.callsTo(exams.getExam)).toHaveLength(1)
    expect(api.callsTo(exams.getExams)).toHaveLength(0)
  })

  it('prefers the more literal path: /v1/exams/count is not an exam id', async () => {
    stubApi()
      .on(exams.getExamsCount, () => 7)
      .on(exams.getExam, () => examOf(1))

    await expect(apiRequest(exams.getExamsCount)).resolves.toBe(7)
  })

  it('lets a later handler for the same endpoint replace an earlier one', async () => {
    const api = stubApi().on(exams.getExams, () => examPage([]))
    api.on(exams.getExams, () => problem(409, 'later'))

    await expect(apiRequest(exams.getExams, { query: {} })).rejects.toMatchObject({ status: 409 })
  })

  it('answers unknown requests 404 problem+json and lists them as unmatched', async () => {
    const api = stubApi().on(exams.getExams, () => examPage([]))

    const error: unknown = await apiRequest(users.getPupils, { params: { userId: examId } }).catch(
      (e: unknown) => e,
    )

    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404 })
    expect(api.unmatched).toEqual([`GET /v1/users/${examId}/pupils`])
  })

  it('answers a problem reply with its status, title and detail as problem+json', async () => {
    stubApi().on(exams.getExam, () => problem(402, 'No tokens left'))

    const error = (await apiRequest(exams.getExam, { params: { examId } }).catch(
      (e: unknown) => e,
    )) as ApiError

    expect(error.status).toBe(402)
    expect(error.problem).toMatchObject({ status: 402, title: 'Status 402', detail: 'No tokens left' })
  })

  it('records JSON bodies parsed and other bodies as text, with their content type', async () => {
    const api = stubApi()
      .on(users.updateName, ({ body }) => body as { name: string })
      .on(materials.putMaterialContent, () => undefined)

    await apiRequest(users.updateName, { params: { userId: examId }, body: { name: 'Ana' } })
    await apiRequest(materials.putMaterialContent, { params: { materialId: examId }, body: '<p>Hi</p>' })

    expect(api.calls.map(({ body, contentType }) => ({ body, contentType }))).toEqual([
      { body: { name: 'Ana' }, contentType: 'application/json' },
      { body: '<p>Hi</p>', contentType: 'text/html' },
    ])
  })
})
