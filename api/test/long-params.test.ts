import { createTestApp, type TestApp } from './support/test-app'
import { expectProblem } from './support/problems'

describe('path parameters longer than the router keeps', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('answers problem+json, not the framework default', async () => {
    const headers = await t.authHeader({
      userId: '0b0a2a8e-5a4f-4d57-9d8e-3f5e9c0c0d11',
      email: 'long@grile.ro',
    })
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/exams/${'x'.repeat(300)}`, headers })
    expectProblem(response, 400, { errors: [expect.objectContaining({ field: 'params.examId' })] })
  })
})
