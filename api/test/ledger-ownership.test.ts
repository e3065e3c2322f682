import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/**
 * Only the token ledger (src/services/token-ledger.ts) writes a user's balance. This reads every source file
 * of the API and finds each `.update(users)` / `.insert(users)`: what it sets must be an object literal
 * (so it can be read here) without the balance columns. Raw SQL writing the users table is refused too.
 */

const SOURCE_ROOT = path.join(import.meta.dirname, '..', 'src')
const LEDGER = path.join(SOURCE_ROOT, 'services', 'token-ledger.ts')
const BALANCE_COLUMNS = new Set(['tokens', 'interactiveAttemptsLeftInToken'])
const RAW_USERS_WRITE = /\b(update\s+"?users"?\s+set|insert\s+into\s+"?users"?)\b/i

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full)
    return entry.name.endsWith('.ts') ? [full] : []
  })
}

/** `x.update(users)` or `x.insert(users)`. */
function writesUsers(node: ts.Node): node is ts.CallExpression {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return false
  const method = node.expression.name.text
  const [table] = node.arguments
  return (
    (method === 'update' || method === 'insert') &&
    table !== undefined &&
    ts.isIdentifier(table) &&
    table.text === 'users'
  )
}

/** The `.set(…)` / `.values(…)` arguments chained onto a write, e.g. `tx.update(users).set({…}).where(…)`. */
function writtenValues(write: ts.CallExpression): ts.Expression[] {
  const found: ts.Expression[] = []
  let node: ts.Node = write
  while (ts.isPropertyAccessExpression(node.parent) && ts.isCallExpression(node.parent.parent)) {
    const call = node.parent.parent
    if (['set', 'values'].includes(node.parent.name.text)) found.push(...call.arguments)
    node = call
  }
  return found
}

/** Why an argument of `.set()` / `.values()` may write the balance, or undefined when it cannot. */
function balanceWrite(value: ts.Expression): string | undefined {
  if (!ts.isObjectLiteralExpression(value))
    return 'sets a value that is not an object literal (it cannot be checked)'
  for (const property of value.properties) {
    if (ts.isSpreadAssignment(property)) return 'spreads an object into the row (it cannot be checked)'
    const name =
      property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
        ? property.name.text
        : undefined
    if (name === undefined) return 'sets a computed property (it cannot be checked)'
    if (BALANCE_COLUMNS.has(name)) return `writes ${name}`
  }
  return undefined
}

/** Strings and the literal parts of templates (`sql\`update users …\``). */
function isLiteralText(node: ts.Node): node is ts.StringLiteralLike | ts.TemplateLiteralToken {
  return (
    ts.isStringLiteralLike(node) ||
    ts.isTemplateHead(node) ||
    ts.isTemplateMiddle(node) ||
    ts.isTemplateTail(node)
  )
}

/** Every write of the balance outside the ledger in one file's text, as `file:line: reason`. */
function balanceWritesIn(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true)
  const problems: string[] = []
  const report = (node: ts.Node, reason: string) =>
    problems.push(`${fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${reason}`)
  const visit = (node: ts.Node) => {
    if (writesUsers(node)) {
      for (const value of writtenValues(node)) {
        const reason = balanceWrite(value)
        if (reason) report(value, reason)
      }
    }
    if (isLiteralText(node) && RAW_USERS_WRITE.test(node.text)) {
      report(node, 'writes the users table in raw SQL')
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return problems
}

describe('the token ledger owns the balance', () => {
  it('finds writes of the balance (the check itself works)', () => {
    const sample = [
      'db.update(users).set({ tokens: sql`${users.tokens} + 1` }).where(eq(users.id, id))',
      'tx.insert(users).values({ id, email, name, interactiveAttemptsLeftInToken: 3 })',
      'db.update(users).set(changes).where(eq(users.id, id))',
      'db.update(users).set({ name, ...rest })',
      'db.execute(sql`update users set tokens = 0`)',
      'db.update(users).set({ name }).where(eq(users.id, id))',
      'db.update(exams).set({ tokens: 1 })',
    ].join('\n')
    expect(balanceWritesIn('sample.ts', sample)).toEqual([
      'sample.ts:1: writes tokens',
      'sample.ts:2: writes interactiveAttemptsLeftInToken',
      'sample.ts:3: sets a value that is not an object literal (it cannot be checked)',
      'sample.ts:4: spreads an object into the row (it cannot be checked)',
      'sample.ts:5: writes the users table in raw SQL',
    ])
  })

  it('has no writer of users.tokens outside src/services/token-ledger.ts', () => {
    const files = sourceFiles(SOURCE_ROOT).filter((file) => file !== LEDGER)
    expect(files.length).toBeGreaterThan(50)
    const problems = files.flatMap((file) =>
      balanceWritesIn(path.relative(SOURCE_ROOT, file), readFileSync(file, 'utf8')),
    )
    expect(problems).toEqual([])
  })

  it('is itself a writer, so the check looks at real code', () => {
    expect(balanceWritesIn('token-ledger.ts', readFileSync(LEDGER, 'utf8')).length).toBeGreaterThan(3)
  })
})
