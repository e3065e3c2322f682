import { sql } from 'drizzle-orm'
import { check, index, integer, numeric, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, timestampColumn } from './columns'
import { users } from './users'

export const offerItemType = pgEnum('offer_item_type', ['TOKEN', 'LESSON'])
export const purchaseStatus = pgEnum('purchase_status', ['PENDING', 'FULFILLED', 'DECLINED', 'CANCELED'])

export const offers = pgTable('offers', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').unique(),
  name: text('name').notNull(),
  itemType: offerItemType('item_type').notNull(),
  quantity: integer('quantity').notNull(),
  /** RON. */
  priceTotal: numeric('price_total', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  istoricescuDucats: integer('istoricescu_ducats'),
  active: integer('active').notNull().default(1),
  position: integer('position').notNull().default(0),
})

export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The payment provider's checkout session id: the purchase's public id and fulfilment key. */
    sessionId: text('session_id').notNull().unique(),
    provider: text('provider').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id),
    /** Copied from the offer at checkout, so later offer edits do not change past purchases. */
    offerName: text('offer_name').notNull(),
    itemType: offerItemType('item_type').notNull(),
    quantity: integer('quantity').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    istoricescuDucats: integer('istoricescu_ducats'),
    status: purchaseStatus('status').notNull().default('PENDING'),
    createdAt: createdAt(),
    fulfilledAt: timestampColumn('fulfilled_at'),
  },
  (table) => [index('purchases_user_idx').on(table.userId, table.createdAt)],
)

/** Vouchers Grile gives for the partner's product with a token purchase. */
export const vouchersForIstoricescu = pgTable(
  'vouchers_for_istoricescu',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .unique()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ducats: integer('ducats').notNull(),
    expiresAt: timestampColumn('expires_at').notNull(),
  },
  (table) => [index('vouchers_for_istoricescu_user_idx').on(table.userId, table.expiresAt)],
)

/** Vouchers the partner issues, redeemable once for tokens. */
export const vouchersByIstoricescu = pgTable(
  'vouchers_by_istoricescu',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokens: integer('tokens').notNull(),
    claimedByUserId: uuid('claimed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestampColumn('claimed_at'),
    createdAt: createdAt(),
  },
  (table) => [check('vouchers_by_istoricescu_tokens_positive', sql`${table.tokens} > 0`)],
)
