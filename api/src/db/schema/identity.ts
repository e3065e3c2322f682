import { index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, timestampColumn } from './columns'

/** Accounts of the local identity provider (the default stand-in for the hosted user flow). */
export const identityAccounts = pgTable('identity_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  createdAt: createdAt(),
})

/** oidc-provider's persisted models (sessions, grants, refresh tokens, …), so restarts sign nobody out. */
export const identityModels = pgTable(
  'identity_models',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestampColumn('expires_at'),
    consumedAt: timestampColumn('consumed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.id] }),
    index('identity_models_grant_idx').on(table.grantId),
    index('identity_models_uid_idx').on(table.uid),
  ],
)

/** Keys the local identity provider signs with, kept so tokens stay valid across restarts. */
export const identityKeys = pgTable('identity_keys', {
  id: text('id').primaryKey(),
  jwk: jsonb('jwk').notNull(),
  createdAt: createdAt(),
})
