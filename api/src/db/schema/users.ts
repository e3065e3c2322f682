import { sql } from 'drizzle-orm'
import { boolean, check, doublePrecision, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, timestampColumn } from './columns'

export const users = pgTable(
  'users',
  {
    /** The identity's object id (`oid` claim, else `sub`; see auth/claims.ts). */
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    tokens: integer('tokens').notNull().default(0),
    teacherId: uuid('teacher_id'),
    /** Set when the user designated a teacher the first time: the 5-token gift is given once. */
    teacherBonusGivenAt: timestampColumn('teacher_bonus_given_at'),
    rating: doublePrecision('rating').notNull().default(1500),
    ratingDeviation: doublePrecision('rating_deviation').notNull().default(350),
    ratingVolatility: doublePrecision('rating_volatility').notNull().default(0.06),
    customer: boolean('customer').notNull().default(false),
    interactiveAttemptsLeftInToken: integer('interactive_attempts_left_in_token').notNull().default(0),
    createdAt: createdAt(),
    lastActiveAt: timestampColumn('last_active_at').notNull().defaultNow(),
  },
  (table) => [
    check('users_tokens_not_negative', sql`${table.tokens} >= 0`),
    check('users_interactive_left_range', sql`${table.interactiveAttemptsLeftInToken} between 0 and 49`),
    index('users_email_idx').on(sql`lower(${table.email})`),
    index('users_teacher_idx').on(table.teacherId),
    index('users_rating_idx').on(table.rating),
  ],
)
