import fs from 'node:fs'
import path from 'node:path'

/**
 * The API package's folder, found by walking up to its package.json: the same answer from the TypeScript
 * sources (src/…) and from the compiled server (dist/server.js), which has every module in one file.
 */
function findApiRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${start}`)
  }
}

export const apiRoot = findApiRoot(import.meta.dirname)
export const repositoryRoot = path.resolve(apiRoot, '..')
/** Files the server reads at run time stay in the sources: SQL migrations and the shipped content. */
export const migrationsFolder = path.join(apiRoot, 'src', 'db', 'migrations')
export const seedContentFolder = path.join(apiRoot, 'src', 'db', 'seed', 'content')
