import { setTimeout as sleep } from 'node:timers/promises'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app'
import type { DatabaseHandle } from '../../src/db/client'
import { rateLimitCounters } from '../../src/db/schema/index'
import {
  countCall,
  databaseRateLimitStore,
  purgeExpiredRateLimits,
  readCount,
  type RateLimitCount,
} from '../../src/plugins/rate-limit-store'
import { createTestApp, createTestDatabase, type TestApp } from '../support/test-app'
import { createCaller } from '../support/commerce-fixtures'

const MINUTE = 60_000
const WINDOW = 2_000

describe(`the rate-limit store in the database, on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())

  it('counts the calls of a key and reports the time left in its window', async () => {
    const first = await countCall(database.db, 'write:user:counts', MINUTE)
    expect(first.current).toBe(1)
    expect(first.ttl).toBeGreaterThan(MINUTE - 5_000)
    expect(first.ttl).toBeLessThanOrEqual(MINUTE)
    const second = await countCall(database.db, 'write:user:counts', MINUTE)
    const third = await countCall(database.db, 'write:user:counts', MINUTE)
    expect([second.current, third.current]).toEqual([2, 3])
    // The window does not move with each call: it ends where the first call put it.
    expect(third.ttl).toBeLessThanOrEqual(first.ttl)

    const peek = await readCount(database.db, 'write:user:counts')
    expect(peek.current).toBe(3)
    expect((await readCount(database.db, 'write:user:counts')).current).toBe(3)
    expect(await readCount(database.db, 'write:user:never-called')).toEqual({ current: 0, ttl: 0 })
  })

  it('counts simultaneous calls exactly: each one gets its own number', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, () => countCall(database.db, 'write:user:burst', MINUTE)),
    )
    const numbers = results.map((result) => result.current).sort((a, b) => a - b)
    expect(numbers).toEqual(Array.from({ length: 40 }, (_, i) => i + 1))
  })

  it('starts a new window once the old one has ended', async () => {
    // Windows of seconds, not milliseconds: two statements on a busy machine may be far apart.
    await countCall(database.db, 'sign-in:user:expiry', WINDOW)
    expect((await countCall(database.db, 'sign-in:user:expiry', WINDOW)).current).toBe(2)
    await sleep(WINDOW + 300)
    expect(await readCount(database.db, 'sign-in:user:expiry')).toEqual({ current: 0, ttl: 0 })
    const restarted = await countCall(database.db, 'sign-in:user:expiry', WINDOW)
    expect(restarted.current).toBe(1)
    expect(restarted.ttl).toBeGreaterThan(WINDOW / 2)
    expect(restarted.ttl).toBeLessThanOrEqual(WINDOW)
  })

  it('keeps a counter per key: the same caller in two budgets, two callers in one', async () => {
    await countCall(database.db, 'purchase:user:alice', MINUTE)
    await countCall(database.db, 'purchase:user:alice', MINUTE)
    expect((await countCall(database.db, 'write:user:alice', MINUTE)).current).toBe(1)
    expect((await countCall(database.db, 'purchase:user:bob', MINUTE)).current).toBe(1)
    expect((await readCount(database.db, 'purchase:user:alice')).current).toBe(2)
  })

  it('purges the counters whose window has ended, and only those', async () => {
    await countCall(database.db, 'identity-form:ip:192.0.2.1', 100)
    await countCall(database.db, 'identity-form:ip:192.0.2.2', MINUTE)
    await sleep(200)
    // Counters of the other tests may end at any moment: compare with those that had ended before the purge.
    const ended = await database.db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(sql`${rateLimitCounters.expiresAt} < now()`)
    expect(ended.map((row) => row.key)).toContain('identity-form:ip:192.0.2.1')
    expect(await purgeExpiredRateLimits(database.db)).toBeGreaterThanOrEqual(ended.length)
    const keys = (await database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map(
      (row) => row.key,
    )
    for (const { key } of ended) expect(keys).not.toContain(key)
    expect(keys).toContain('identity-form:ip:192.0.2.2')
  })

  it("answers through @fastify/rate-limit's callback interface, errors included", async () => {
    const Store = databaseRateLimitStore(database.db)
    const store = new Store({}).child({} as never) as InstanceType<typeof Store> & {
      read: (key: string, callback: (error: Error | null, result?: RateLimitCount) => void) => void
    }
    const viaCallback = (call: (done: (error: Error | null, result?: RateLimitCount) => void) => void) =>
      new Promise<RateLimitCount>((resolve, reject) =>
        call((error, result) => (error ? reject(error) : resolve(result!))),
      )
    expect((await viaCallback((done) => store.incr('write:user:callback', done, MINUTE, 5))).current).toBe(1)
    expect((await viaCallback((done) => store.incr('write:user:callback', done, MINUTE, 5))).current).toBe(2)
    expect((await viaCallback((done) => store.read('write:user:callback', done))).current).toBe(2)

    // A database that cannot answer reaches the plugin as an error (a 503 problem), never as a silent pass.
    const closed = await createTestDatabase()
    await closed.close()
    const Broken = databaseRateLimitStore(closed.db)
    const broken = new Broken({}).child({} as never)
    await expect(viaCallback((done) => broken.incr('write:user:callback', done, MINUTE, 5))).rejects.toThrow()
  })
})

describe('the budgets of two API instances on one database', () => {
  let t: TestApp
  let second: FastifyInstance
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_ENABLED: 'true',
      RATE_LIMIT_SIGN_IN_MAX: '2',
      RATE_LIMIT_WRITE_MAX: '4',
    })
    second = await buildApp({ config: t.config, database: t.database, verifyToken: t.verifyToken })
    await second.ready()
  })
  afterAll(async () => {
    await second.close()
    await t.close()
  })

  it('are spent once, whichever instance answers; each budget apart', async () => {
    const writer = await createCaller(t)
    const rename = (app: FastifyInstance, name: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/users/${writer.userId}/name`,
        headers: { ...writer.headers, 'content-type': 'application/json' },
        payload: { name },
      })
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await rename(i % 2 ? second : t.app, `Name ${i}`)).statusCode)
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429])

    // The sign-in budget is another counter: the writer still signs in, twice, on either instance.
    const signInUp = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/v1/users/sign-in-up', headers: writer.headers })
    expect((await signInUp(second)).statusCode).toBe(200)
    expect((await signInUp(t.app)).statusCode).toBe(200)
    expect((await signInUp(second)).statusCode).toBe(429)

    const rows = await t.database.db
      .select({ key: rateLimitCounters.key, hits: rateLimitCounters.hits })
      .from(rateLimitCounters)
      .where(sql`${rateLimitCounters.key} like ${`%:user:${writer.userId}`}`)
      .orderBy(rateLimitCounters.key)
    expect(rows).toEqual([
      { key: `sign-in:user:${writer.userId}`, hits: 3 },
      { key: `write:user:${writer.userId}`, hits: 6 },
    ])
    await t.database.db
      .delete(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `write:user:${writer.userId}`))
    expect((await rename(second, 'Name again')).statusCode).toBe(200)
  })
})
