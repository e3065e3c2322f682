import { loadConfig } from '../../config'
import { openDatabase } from '../client'
import { loadSeedContent } from './seed-content'
import { assertShippable, seedDatabase } from './seed'

/** `pnpm --filter @grile/api seed`: loads the seed content into the configured database, updating by slug. */
async function main() {
  const config = loadConfig()
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
  try {
    const content = await loadSeedContent()
    assertShippable(content)
    const summary = await seedDatabase(database.db, content)
    console.log(`Seeded into ${database.kind}:`, summary)
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
