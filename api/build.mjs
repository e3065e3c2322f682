// Compiles the server to one JavaScript file, dist/server.js, which production runs with plain Node.
// The workspace's own TypeScript (@grile/shared) is bundled in; every npm package stays an import, loaded
// from node_modules as usual (PGlite's WebAssembly, oidc-provider's views and the like keep their files).
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const apiRoot = import.meta.dirname
const { dependencies } = JSON.parse(fs.readFileSync(path.join(apiRoot, 'package.json'), 'utf8'))
const bundled = new Set(Object.keys(dependencies).filter((name) => name.startsWith('@grile/')))

/** A bare import (`fastify`, `drizzle-orm/pglite`) of a package that is not the workspace's own. */
const npmPackages = {
  name: 'npm-packages-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => {
      const name = specifier.startsWith('@')
        ? specifier.split('/').slice(0, 2).join('/')
        : specifier.split('/')[0]
      return bundled.has(name) ? undefined : { path: specifier, external: true }
    })
  },
}

const started = performance.now()
fs.rmSync(path.join(apiRoot, 'dist'), { recursive: true, force: true })
await build({
  entryPoints: [path.join(apiRoot, 'src', 'server.ts')],
  outdir: path.join(apiRoot, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [npmPackages],
  logLevel: 'warning',
})
console.log(`Compiled the API server to dist/server.js in ${Math.round(performance.now() - started)} ms`)
