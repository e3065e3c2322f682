import { loadConfig } from '../../config'
import { restoreDatabase } from './backup'
import { parseFileCommand, runCommand } from './command-line'

/**
 * `pnpm --filter @grile/api run restore -- <file> [--force]`: puts a backup made by `backup` back into
 * the configured database. It refuses to replace data that is there unless --force is given; the
 * embedded database must not be open (stop the server first).
 */
runCommand(async () => {
  const { file, force } = parseFileCommand(process.argv.slice(2), 'restore -- <file> [--force]', {
    force: true,
  })
  const config = loadConfig()
  const result = await restoreDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }, file, {
    force,
  })
  console.log(`Restored ${result.file} into ${result.source}.`)
})
