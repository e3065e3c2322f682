import * as contractModule from '@grile/shared/contract'
import type { Endpoint } from '@grile/shared/contract'
import { createTestApp, type TestApp } from './support/test-app'

// The OpenAPI document names API routes relative to its server URL, /api. Outside the contract on
// purpose: the payment providers' pages and webhooks, and the routes outside /api (sign-in, web config).
const API_PREFIX = '/api'
const OUTSIDE_CONTRACT = [/^\/payments\//, /^\/docs/]

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value
  )
}

function contractEndpoints(): Endpoint[] {
  const exported: unknown[] = Object.values(contractModule)
  return exported
    .filter((value): value is Record<string, unknown> => typeof value === 'object' && value !== null)
    .flatMap((namespace) => Object.values(namespace).filter(isEndpoint))
}

const key = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`

describe('contract and routes', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    await t.app.ready()
  })
  afterAll(() => t.close())

  function routedApiCalls(): string[] {
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> }
    return Object.entries(document.paths)
      .filter(([path]) => !OUTSIDE_CONTRACT.some((pattern) => pattern.test(path)))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => key(method, path)))
  }

  it('finds the whole contract', () => {
    expect(contractEndpoints().length).toBeGreaterThan(50)
  })

  it('gives every contract entry a route', () => {
    const routed = new Set(routedApiCalls())
    const missing = contractEndpoints()
      .map((endpoint) => key(endpoint.method, endpoint.path))
      .filter((call) => !routed.has(call))
    expect(missing).toEqual([])
  })

  it('gives every API route a contract entry', () => {
    const declared = new Set(contractEndpoints().map((endpoint) => key(endpoint.method, endpoint.path)))
    const undeclared = routedApiCalls().filter((call) => !declared.has(call))
    expect(undeclared).toEqual([])
  })

  it('serves the OpenAPI document generated from the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    const document = response.json() as { paths: Record<string, unknown>; servers: unknown }
    expect(document.servers).toEqual([expect.objectContaining({ url: API_PREFIX })])
    expect(Object.keys(document.paths)).toContain('/v1/exams/{examId}')
  })
})
