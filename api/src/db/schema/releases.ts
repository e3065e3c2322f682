import { check, foreignKey, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { createdAt, timestampColumn } from './columns'

/** Shared package name → version (provided) or semver range (required), as Module Federation states them. */
export type SharedVersions = Record<string, string>

/**
 * One immutable release of a front end (`shell` or a remote container such as `mfe_exams`): where its
 * mf-manifest.json lives and what it needs from, and offers to, the others. Written only by the release
 * registry (services/release-registry.ts); never updated or deleted.
 */
export const remoteReleases = pgTable(
  'remote_releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The container name: `shell`, `mfe_exams`, … */
    remote: text('remote').notNull(),
    /** `2026.11.25-3f9a1c2`: the build date and the content's hash. */
    release: text('release').notNull(),
    manifestUrl: text('manifest_url').notNull(),
    /** The shared singletons it requires: name → semver range. */
    requiredShared: jsonb('required_shared').$type<SharedVersions>().notNull().default({}),
    /** The shared versions it provides: name → version (the shell's are the ones every remote runs with). */
    providedShared: jsonb('provided_shared').$type<SharedVersions>().notNull().default({}),
    /** The modules it exposes, without `./` (`ExamTable`). */
    exposes: jsonb('exposes').$type<string[]>().notNull().default([]),
    /** The modules it loads from other containers (`mfe_exams/ExamTable`). */
    loads: jsonb('loads').$type<string[]>().notNull().default([]),
    /** Who registered it (an administrator's user id). */
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique('remote_releases_remote_release_unique').on(table.remote, table.release)],
)

/**
 * The append-only audit of what went live: one row per promotion or rollback. A remote's live release is
 * its latest row's `release` (highest id). Written only by the release registry.
 */
export const remoteReleasePromotions = pgTable(
  'remote_release_promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    remote: text('remote').notNull(),
    /** The release live after this step. */
    release: text('release').notNull(),
    /** The release live before it (null for a remote's first promotion). */
    previousRelease: text('previous_release'),
    action: text('action', { enum: ['promote', 'rollback'] }).notNull(),
    /** The administrator's user id. */
    by: text('by').notNull(),
    at: timestampColumn('at').notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'remote_release_promotions_release_fk',
      columns: [table.remote, table.release],
      foreignColumns: [remoteReleases.remote, remoteReleases.release],
    }),
    check('remote_release_promotions_action', sql`${table.action} in ('promote', 'rollback')`),
    index('remote_release_promotions_remote_idx').on(table.remote, table.id),
  ],
)
