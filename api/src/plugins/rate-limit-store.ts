import { and, eq, lt, sql } from 'drizzle-orm'
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { Database } from '../db/client'
import { rateLimitCounters } from '../db/schema/index'

/** What @fastify/rate-limit expects from a store: the calls of the window so far, and ms until it ends. */
export interface RateLimitCount {
  current: number
  ttl: number
}

type Callback = (error: Error | null, result?: RateLimitCount) => void

const expired = sql`${rateLimitCounters.expiresAt} <= now()`
/** Milliseconds until the row's window ends, by the database's clock (never negative). */
const ttlMs = sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.expiresAt} - now())) * 1000))::integer`

/**
 * Counts one call of `key` in a single atomic statement: the first call of a window inserts the row, a
 * later one adds to it, and a call after the window has ended starts a new one. Every API instance runs the
 * same statement on the same row, so the budget is shared, and the window follows the database's clock.
 */
export async function countCall(db: Database, key: string, timeWindowMs: number): Promise<RateLimitCount> {
  const windowEnd = sql`now() + ${timeWindowMs}::double precision * interval '1 millisecond'`
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, expiresAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        expiresAt: sql`case when ${expired} then excluded.expires_at else ${rateLimitCounters.expiresAt} end`,
      },
    })
    .returning({ current: rateLimitCounters.hits, ttl: ttlMs })
  if (!row) throw new Error(`The rate-limit counter ${key} was not stored`)
  return row
}

/** The count of `key`'s current window without counting a call (0 once the window has ended). */
export async function readCount(db: Database, key: string): Promise<RateLimitCount> {
  const [row] = await db
    .select({ current: rateLimitCounters.hits, ttl: ttlMs })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), sql`not (${expired})`))
  return row ?? { current: 0, ttl: 0 }
}

/** Deletes the counters whose window has ended (a later call would restart them anyway); returns how many. */
export async function purgeExpiredRateLimits(db: Database): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.expiresAt, sql`now()`))
    .returning({ key: rateLimitCounters.key })
  return deleted.length
}

/** Passes a promise's outcome to the plugin's Node-style callback. */
function settle(promise: Promise<RateLimitCount>, callback: Callback) {
  promise.then(
    (result) => callback(null, result),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  )
}

/**
 * The @fastify/rate-limit store on the database, so every API instance spends from the same budgets. Keys
 * name their budget (the limiters' key generators prefix it), so one store serves every limiter; a fixed
 * window (no continueExceeding, no exponential backoff, which the product does not use).
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      settle(countCall(db, key, timeWindow), callback)
    }

    read(key: string, callback: Callback) {
      settle(readCount(db, key), callback)
    }

    child() {
      return new DatabaseRateLimitStore()
    }
  }
  return DatabaseRateLimitStore
}
