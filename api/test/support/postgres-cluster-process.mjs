// A throw-away PostgreSQL cluster in a process of its own, for tests that restart it under load: Jest
// cannot import the workspace's ESM scripts, and scripts/postgres.mjs restarts synchronously, which
// would freeze the test's own event loop for the length of the outage.
// stdout: the URL, then "restarted" (or "failed: …") per "restart" line on stdin; stdin closed: stop.
import readline from 'node:readline'
import { startPostgres } from '../../../scripts/postgres.mjs'

const postgres = await startPostgres()
console.log(postgres.url)

const stopAndExit = () => {
  postgres.stop()
  process.exit(0)
}
process.on('SIGTERM', stopAndExit)
process.on('SIGINT', stopAndExit)

const commands = readline.createInterface({ input: process.stdin })
commands.on('line', (command) => {
  if (command !== 'restart') return console.log(`failed: unknown command ${command}`)
  try {
    postgres.restart()
    console.log('restarted')
  } catch (error) {
    console.log(`failed: ${error.message.split('\n')[0]}`)
  }
})
commands.on('close', stopAndExit)
