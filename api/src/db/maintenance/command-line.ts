import path from 'node:path'
import { parseArgs } from 'node:util'

/** The argument handling the backup and restore commands share. */

export interface FileCommand {
  file: string
  force: boolean
}

/**
 * `<file> [--force]`. A relative path is taken from where the operator typed the command: pnpm runs the
 * script in api/ but passes the original folder as INIT_CWD.
 */
export function parseFileCommand(args: string[], usage: string, options: { force: boolean }): FileCommand {
  const { values, positionals } = parseArgs({
    // `pnpm run backup -- <file>` hands the script its `--` too; it separates nothing here.
    args: args[0] === '--' ? args.slice(1) : args,
    allowPositionals: true,
    options: options.force ? { force: { type: 'boolean', default: false } } : {},
  })
  if (positionals.length !== 1) throw new Error(`Usage: ${usage}`)
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!)
  return { file, force: values.force === true }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/** Runs a command's main; any failure is one line on stderr and exit code 1. */
export function runCommand(main: () => Promise<void>) {
  main().catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    console.error(message.replace(/\s*\n\s*/g, ' '))
    process.exit(1)
  })
}
