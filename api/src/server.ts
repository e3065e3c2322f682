import { buildApp } from './app'
import { loadConfig } from './config'
import { openDatabase } from './db/client'
import { createTokenVerifier, remoteKeys } from './auth/token-verifier'

async function main() {
  const config = loadConfig()
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
  const verifyToken = createTokenVerifier({
    issuer: config.auth.issuer,
    audience: config.auth.audience,
    requiredScope: config.auth.scope,
    keys: remoteKeys(config.auth.jwksUrl),
  })
  const app = await buildApp({ config, database, verifyToken })

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info(`${signal} received, shutting down`)
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ host: config.HOST, port: config.PORT })
  app.log.info(`Grile is served on ${config.publicUrl}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
