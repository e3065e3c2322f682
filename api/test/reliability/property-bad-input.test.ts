import fc from 'fast-check'
import { getTableName, is, sql, Table } from 'drizzle-orm'
import { z } from 'zod'
import * as contractModule from '@grile/shared/contract'
import type { Endpoint } from '@grile/shared/contract'
import * as schema from '../../src/db/schema/index'
import { createTestApp, type TestApp } from '../support/test-app'
import { insertAdmin, insertExam, insertUser, type FixtureUser } from '../support/fixtures'

const PARTNER_KEY = 'partner-key-for-property-tests'
// Bounded so the whole file stays well under a minute on both databases.
const RUNS_PER_ENDPOINT = 8

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

function objectKeys(schemaOrUndefined: z.ZodType | undefined): string[] {
  return schemaOrUndefined instanceof z.ZodObject ? Object.keys(schemaOrUndefined.shape) : []
}

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is Table =>
  is(value, Table),
)

/** Every table's row count and a digest of its content: any write a rejected call made shows here. */
async function fingerprint(t: TestApp): Promise<Record<string, unknown>> {
  const columns = tables.map((table) => {
    const name = getTableName(table)
    return `(select count(*)::text || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') from "${name}" t) as "${name}"`
  })
  const result = (await t.database.db.execute(sql.raw(`select ${columns.join(', ')}`))) as unknown as {
    rows: Record<string, unknown>[]
  }
  return result.rows[0]!
}

const pathValue = fc.oneof(
  fc.uuid(),
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
  fc.constantFrom(
    'me',
    '0',
    '-1',
    '00000000-0000-0000-0000-000000000000',
    'null',
    '%00',
    '..',
    'x'.repeat(3000),
  ),
)

const scalar = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
)

function queryValues(keys: string[]) {
  const key = keys.length
    ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 10 }))
    : fc.string({ maxLength: 10 })
  return fc.dictionary(
    key,
    fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer().map(String),
      fc.constantFrom('true', 'maybe', '', '-1', '1e400'),
    ),
    {
      maxKeys: 4,
    },
  )
}

type Body =
  { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; value: string; contentType: string }

function bodies(keys: string[]): fc.Arbitrary<Body> {
  const shaped = keys.length
    ? fc.dictionary(fc.constantFrom(...keys), fc.oneof(scalar, fc.jsonValue({ maxDepth: 2 })), {
        maxKeys: keys.length,
      })
    : fc.jsonValue({ maxDepth: 2 })
  return fc.oneof(
    fc.constant<Body>({ kind: 'none' }),
    fc.jsonValue({ maxDepth: 3 }).map<Body>((value) => ({ kind: 'json', value })),
    shaped.map<Body>((value) => ({ kind: 'json', value })),
    fc
      .string({ maxLength: 60 })
      .map<Body>((value) => ({ kind: 'raw', value, contentType: 'application/json' })),
    fc.string({ maxLength: 60 }).map<Body>((value) => ({ kind: 'raw', value, contentType: 'text/html' })),
    fc.string({ maxLength: 60 }).map<Body>((value) => ({ kind: 'raw', value, contentType: 'text/plain' })),
  )
}

type Caller = 'anonymous' | 'user' | 'admin' | 'forged'

describe('property: random input to every call of the contract', () => {
  let t: TestApp
  let headersFor: Record<Caller, Record<string, string>>
  let user: FixtureUser

  beforeAll(async () => {
    t = await createTestApp({ ISTORICESCU_API_KEY: PARTNER_KEY })
    const admin = await insertAdmin(t.database.db)
    user = await insertUser(t.database.db, { tokens: 3 })
    await insertExam(t.database.db, { exerciseCount: 3 })
    headersFor = {
      anonymous: {},
      user: await t.authHeader(user),
      admin: await t.authHeader(admin),
      forged: { authorization: 'Bearer not.a.token' },
    }
  })
  afterAll(() => t.close())

  const endpoints = contractEndpoints()

  it('walks the whole contract', () => {
    expect(endpoints.length).toBeGreaterThan(50)
    expect(tables.length).toBeGreaterThan(15)
  })

  it.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s: never a 5xx, 4xx as problem+json, nothing changed when rejected',
    async (_name, endpoint) => {
      const paramNames = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]!)
      const input = fc.record({
        params: fc.tuple(...paramNames.map(() => pathValue)),
        query: queryValues(objectKeys(endpoint.query)),
        body:
          endpoint.method === 'GET' ? fc.constant<Body>({ kind: 'none' }) : bodies(objectKeys(endpoint.body)),
        caller: fc.constantFrom<Caller>('anonymous', 'user', 'admin', 'forged'),
        partnerKey: fc.oneof(fc.constant(undefined), fc.constant(PARTNER_KEY), fc.string({ maxLength: 30 })),
      })

      // The database as the last accepted call left it; a rejected call must leave it so.
      let expected = await fingerprint(t)
      await fc.assert(
        fc.asyncProperty(input, async ({ params, query, body, caller, partnerKey }) => {
          let index = 0
          const path = endpoint.path.replace(/:(\w+)/g, () => encodeURIComponent(params[index++]!))
          const search = new URLSearchParams(query).toString()
          const headers: Record<string, string> = { ...headersFor[caller] }
          if (partnerKey !== undefined) headers['x-api-key'] = partnerKey
          let payload: string | undefined
          if (body.kind === 'json') {
            headers['content-type'] = 'application/json'
            payload = JSON.stringify(body.value) ?? 'null'
          } else if (body.kind === 'raw') {
            headers['content-type'] = body.contentType
            payload = body.value
          }

          const response = await t.app.inject({
            method: endpoint.method,
            url: `/api${path}${search ? `?${search}` : ''}`,
            headers,
            ...(payload === undefined ? {} : { payload }),
          })

          expect(response.statusCode).toBeLessThan(500)
          if (response.statusCode >= 400) {
            expect(response.headers['content-type']).toMatch(/^application\/problem\+json/)
            const problem = response.json() as { status: number; title: string }
            expect(problem.status).toBe(response.statusCode)
            expect(typeof problem.title).toBe('string')
            expect(await fingerprint(t)).toEqual(expected)
          } else {
            expected = await fingerprint(t)
          }
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      )
    },
  )

  it('rejects an oversized body early with 413 problem+json, before authentication or the database', async () => {
    const before = await fingerprint(t)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/attempts',
      headers: { ...headersFor.user, 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(t.config.BODY_LIMIT + 1) }),
    })
    expect(response.statusCode).toBe(413)
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/)
    expect(response.json()).toMatchObject({ status: 413 })
    expect(await fingerprint(t)).toEqual(before)
  })

  it('takes the body limit from BODY_LIMIT', async () => {
    const small = await createTestApp({ BODY_LIMIT: '1024' })
    try {
      const response = await small.app.inject({
        method: 'PUT',
        url: `/api/v1/users/${user.userId}/name`,
        headers: { ...(await small.authHeader(user)), 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'y'.repeat(2000) }),
      })
      expect(response.statusCode).toBe(413)
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/)
    } finally {
      await small.close()
    }
  })
})
