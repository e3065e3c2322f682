import fs from 'node:fs'
import path from 'node:path'

/** The modules a file imports statically (its `import … from` lines, type-only imports aside). */
function staticImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8')
  return [...source.matchAll(/^import\s+(?!type\s)[^'"]*?from\s+'([^']+)'/gm)].map((match) => match[1] ?? '')
}

const src = path.resolve(__dirname, '..')

describe('the bootstrap', () => {
  // Whatever the bootstrap imports statically is evaluated before its first line, in one task: once, through
  // the page's HTML module, that was the API client with zod and the contract (decision 0043). Its steps import
  // the libraries one per task instead.
  it('imports nothing statically but the page markers, which import nothing', () => {
    expect(staticImports(path.join(src, 'bootstrap.tsx'))).toEqual(['./lib/page-markers'])
    expect(staticImports(path.join(src, 'lib/page-markers.ts'))).toEqual([])
  })
})
