// Jest's global setup: compile the server once before any test file runs, so the tests that start the API
// in its own process run dist/server.js, exactly what production runs.
import { execFileSync } from 'node:child_process'
import path from 'node:path'

export default function compileServer() {
  execFileSync(process.execPath, ['build.mjs'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: 'ignore',
  })
}
