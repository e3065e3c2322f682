// The real API server for benchmarks and the soak: the test app (its own token key), seeded, on loopback.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { applySeedContent } from '../src/db/seed/seed'
import { createTestApp, type TestApp } from '../test/support/test-app'

export type DatabaseKind = 'pglite' | 'postgres'

export interface LoopbackServer {
  t: TestApp
  baseUrl: string
  close: () => Promise<void>
}

/** Seeds a fresh database of this kind and serves the whole API on a free loopback port. */
export async function startLoopbackServer(
  databaseUrl?: string,
  env: Record<string, string> = {},
): Promise<LoopbackServer> {
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl
  else delete process.env.TEST_DATABASE_URL
  const t = await createTestApp(env)
  await applySeedContent(t.database.db)
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' })
  return { t, baseUrl, close: () => t.close() }
}

/** A throw-away PostgreSQL server (the repository's own script, which installs it when missing). */
export async function withPostgres<T>(run: (url: string) => Promise<T>): Promise<T> {
  const postgresModule = pathToFileURL(
    path.join(import.meta.dirname, '..', '..', 'scripts', 'postgres.mjs'),
  ).href
  const { startPostgres } = (await import(postgresModule)) as {
    startPostgres: () => Promise<{ url: string; stop: () => void }>
  }
  const server = await startPostgres()
  try {
    return await run(server.url)
  } finally {
    server.stop()
  }
}
