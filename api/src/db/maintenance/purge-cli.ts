import { loadConfig } from '../../config'
import { openDatabase } from '../client'
import { INACTIVE_AFTER_DAYS, purgeInactiveAccounts } from './purge-inactive-accounts'

/**
 * `pnpm --filter @grile/api run purge-inactive [--dry-run]`: deletes the accounts inactive for over a year
 * (the terms), administrators excepted. With --dry-run it only lists them.
 */
async function main() {
  const dryRun = process.argv.slice(2).includes('--dry-run')
  const config = loadConfig()
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
  try {
    const result = await purgeInactiveAccounts(database.db, { dryRun, protectedEmails: config.adminEmails })
    const verb = dryRun ? 'Would delete' : 'Deleted'
    console.log(
      `${verb} ${result.accounts.length} account(s) inactive for over ${INACTIVE_AFTER_DAYS} days (last active before ${result.cutoff.toISOString()}) in ${database.kind}.`,
    )
    for (const account of result.accounts) {
      console.log(`  ${account.id}  ${account.email}  last active ${account.lastActiveAt.toISOString()}`)
    }
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
