import { createTestApp, type TestApp } from './support/test-app'
import { expectProblem } from './support/problems'

describe('GET /api/health', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('answers ok with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    })
  })

  it('answers unknown API paths with a 404 problem', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' })
    expectProblem(response, 404, { title: 'Not Found' })
  })
})
