import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema/index'
import { lockDataDir } from './pglite-lock'
import { migrationsFolder } from '../paths'

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction handle: pass it down instead of the root `db` inside a transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
export type Executor = Database | Transaction

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
}

/** The PostgreSQL advisory lock held while migrating (the seed takes another one). */
const MIGRATION_LOCK_KEY = 7_341_902_117

/**
 * Applies the migrations under a session advisory lock: API instances starting together on one database
 * migrate one after the other (the later ones find nothing left to do) instead of racing to create the
 * same tables, which fails all but one.
 */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    try {
      await migratePostgres(drizzlePostgres(client, { schema }) as never, { migrationsFolder })
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
    }
  } finally {
    client.release()
  }
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined
  /** Folder of the embedded database; `memory://` for a throw-away one (tests). */
  dataDir: string
}

/** Opens the database (PostgreSQL when a URL is given, else embedded PGlite) and applies migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20 })
    // An idle client that loses its server (PostgreSQL restart) must not crash the process.
    pool.on('error', (error) => console.warn('PostgreSQL connection lost:', error.message))
    // The pool listens only to idle clients. A checked-out one (inside a transaction) whose server goes
    // away would emit an unhandled 'error' and crash the process; its query fails on its own (→ 503) and
    // the pool drops the broken client when it is released.
    pool.on('connect', (client) => client.on('error', () => undefined))
    const db = drizzlePostgres(pool, { schema }) as unknown as Database
    await migrateLocked(pool)
    return { db, kind: 'postgres', close: () => pool.end() }
  }

  const inMemory = options.dataDir.startsWith('memory://')
  const unlock = inMemory ? () => undefined : lockDataDir(options.dataDir)
  try {
    const client = inMemory ? new PGlite() : new PGlite(path.join(options.dataDir, 'pglite'))
    await client.waitReady
    const db = drizzlePglite(client, { schema }) as unknown as Database
    await migratePglite(db as never, { migrationsFolder })
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close()
        unlock()
      },
    }
  } catch (error) {
    unlock()
    throw error
  }
}
