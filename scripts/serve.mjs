// Serves the already built product: the API with the shell and every remote on one origin.
import fs from 'node:fs'
import path from 'node:path'
import { root, serveForever } from './lib.mjs'

if (process.env.FRESH_DATA === 'true' && process.env.DATA_DIR) {
  fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true })
}

const apiDir = path.join(root, 'api')
serveForever(path.join(apiDir, 'node_modules', '.bin', 'tsx'), ['src/server.ts'], {
  cwd: apiDir,
  env: { NODE_ENV: 'production', ...process.env, SERVE_WEB: 'true' },
})
