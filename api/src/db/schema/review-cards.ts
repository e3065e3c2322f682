import { sql } from 'drizzle-orm'
import { check, doublePrecision, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core'
import { timestampColumn } from './columns'
import { exercises } from './learning'
import { users } from './users'

/**
 * One FSRS card per user and exercise the user once answered wrong: when it is due for review and the
 * scheduler's memory state (docs/decisions/0031-fsrs-review-of-mistakes.md). Written only by
 * services/review-schedule.ts, inside the transaction that stores the answer.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    due: timestampColumn('due').notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    /** ts-fsrs State: 0 New, 1 Learning, 2 Review, 3 Relearning. */
    state: integer('state').notNull(),
    lastReview: timestampColumn('last_review'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.exerciseId] }),
    index('review_cards_user_due_idx').on(table.userId, table.due),
    check('review_cards_state_range', sql`${table.state} between 0 and 3`),
  ],
)
