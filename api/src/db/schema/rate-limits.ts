import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { timestampColumn } from './columns'

/**
 * Rate-limit counters shared by every API instance: one row per budget and caller (`write:user:<id>`),
 * counting the calls of the window that ends at expires_at (the database's clock, not the instances').
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestampColumn('expires_at').notNull(),
  },
  (table) => [index('rate_limit_counters_expires_idx').on(table.expiresAt)],
)
