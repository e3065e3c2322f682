import { buildApp } from './app'
import { loadConfig } from './config'
import { openDatabase } from './db/client'
import { applySeedContent } from './db/seed/seed'
import { verifierFor } from './auth/verifier-for'
import { loadIdentityKeys } from './identity/identity-keys'
import { closeGracefully } from './lib/close-gracefully'

async function main() {
  const config = loadConfig()
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
  const content = await applySeedContent(database.db)
  if (content && 'seeded' in content) console.log('Seeded the empty database:', content.seeded)
  if (content && 'released' in content) console.log('Released the changed content:', content.released)
  // The local provider's keys verify its tokens directly; a hosted authority publishes its JWKS.
  const identityKeys = config.auth.mode === 'local' ? await loadIdentityKeys(database.db) : undefined
  const verifyToken = verifierFor(config, identityKeys)
  const offsetMs = config.TEST_CLOCK_OFFSET_DAYS * 24 * 60 * 60 * 1000
  const now = offsetMs ? { now: () => new Date(Date.now() + offsetMs) } : {}
  const app = await buildApp({
    config,
    database,
    verifyToken,
    ...(identityKeys ? { identityKeys } : {}),
    ...now,
  })

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info(`${signal} received, shutting down`)
    await closeGracefully(app, config.SHUTDOWN_GRACE_MS)
    await database.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ host: config.HOST, port: config.PORT })
  // performance.now() counts from the start of the process: loading the code, the database, the content.
  const startupSeconds = (performance.now() / 1000).toFixed(2)
  app.log.info(
    { startupSeconds: Number(startupSeconds) },
    `Grile is served on ${config.publicUrl}, started in ${startupSeconds} s`,
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
