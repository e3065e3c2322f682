import { loadConfig } from '../../config'
import { backupDatabase } from './backup'
import { formatBytes, parseFileCommand, runCommand } from './command-line'

/**
 * `pnpm --filter @grile/api run backup -- <file>`: saves the whole configured database to <file>
 * (DATABASE_URL: pg_dump's custom format; else the embedded database in DATA_DIR as a .tar.gz).
 */
runCommand(async () => {
  const { file } = parseFileCommand(process.argv.slice(2), 'backup -- <file>', { force: false })
  const config = loadConfig()
  const result = await backupDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }, file)
  console.log(`Backed up ${result.source} to ${result.file} (${formatBytes(result.bytes)}).`)
})
