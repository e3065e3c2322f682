import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/**
 * Only the release registry (src/services/release-registry.ts) writes the registry's tables: this reads every
 * source file of the API and finds each `.insert(…)`, `.update(…)` or `.delete(…)` of them, and raw SQL
 * writing them. (The database refuses updates and deletes anyway; inserts are the registry's alone.)
 */

const SOURCE_ROOT = path.join(import.meta.dirname, '..', '..', 'src')
const REGISTRY = path.join(SOURCE_ROOT, 'services', 'release-registry.ts')
const TABLES = new Set(['remoteReleases', 'remoteReleasePromotions'])
const RAW_WRITE = /\b(insert\s+into|update|delete\s+from)\s+"?remote_release(s|_promotions)"?/i

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full)
    return entry.name.endsWith('.ts') ? [full] : []
  })
}

/** Every write of the registry's tables in one file's text, as `file:line: what`. */
function registryWritesIn(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const report = (node: ts.Node, what: string) =>
    found.push(`${fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`)
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text
      const [table] = node.arguments
      if (
        ['insert', 'update', 'delete'].includes(method) &&
        table &&
        ts.isIdentifier(table) &&
        TABLES.has(table.text)
      ) {
        report(node, `${method}(${table.text})`)
      }
    }
    if (
      (ts.isStringLiteralLike(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)) &&
      RAW_WRITE.test(node.text)
    ) {
      report(node, 'raw SQL')
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('the release registry owns its tables', () => {
  it('finds writes of the tables (the check itself works)', () => {
    const sample = [
      'db.insert(remoteReleases).values(row)',
      'tx.update(remoteReleasePromotions).set({ by })',
      'db.delete(remoteReleases)',
      "db.execute(sql`insert into remote_release_promotions (remote) values ('x')`)",
      'db.select().from(remoteReleases)',
      'db.insert(exams).values(row)',
    ].join('\n')
    expect(registryWritesIn('sample.ts', sample)).toEqual([
      'sample.ts:1: insert(remoteReleases)',
      'sample.ts:2: update(remoteReleasePromotions)',
      'sample.ts:3: delete(remoteReleases)',
      'sample.ts:4: raw SQL',
    ])
  })

  it('has no writer outside src/services/release-registry.ts', () => {
    const files = sourceFiles(SOURCE_ROOT).filter((file) => file !== REGISTRY)
    expect(files.length).toBeGreaterThan(50)
    expect(
      files.flatMap((file) => registryWritesIn(path.relative(SOURCE_ROOT, file), readFileSync(file, 'utf8'))),
    ).toEqual([])
  })

  it('is itself a writer, so the check looks at real code', () => {
    expect(
      registryWritesIn('release-registry.ts', readFileSync(REGISTRY, 'utf8')).length,
    ).toBeGreaterThanOrEqual(2)
  })
})
