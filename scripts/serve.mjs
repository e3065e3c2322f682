// Serves the built front ends with the API on one origin. The server is compiled first (under a second), so
// what runs is always the current code, as plain JavaScript.
import fs from 'node:fs'
import path from 'node:path'
import { buildServer, root, serveForever } from './lib.mjs'

if (process.env.FRESH_DATA === 'true' && process.env.DATA_DIR) {
  fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true })
}

buildServer()
const apiDir = path.join(root, 'api')
serveForever(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
  cwd: apiDir,
  env: { NODE_ENV: 'production', ...process.env, SERVE_WEB: 'true' },
})
