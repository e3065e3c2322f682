import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * No secret in the repository: every file git would commit is scanned for keys and tokens that must
 * live in the environment (or a secret store), never in the code.
 */

interface SecretPattern {
  name: string
  pattern: RegExp
  /** A made-up value of this kind, assembled at run time so that this file holds none. */
  sample: string
}

const SECRET_PATTERNS: SecretPattern[] = [
  {
    name: 'private key',
    pattern: /-----BEGIN [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----/,
    sample: ['-----BEGIN RSA', 'PRIVATE KEY-----'].join(' '),
  },
  // Stripe secret and restricted keys; the tests' stand-ins ('sk_test_grile') are short on purpose.
  {
    name: 'Stripe secret key',
    pattern: /\b[rs]k_(live|test)_[0-9A-Za-z]{20,}/,
    sample: `sk_${'live'}_${'a1B2'.repeat(6)}`,
  },
  {
    name: 'Stripe webhook secret',
    pattern: /\bwhsec_[0-9A-Za-z]{20,}/,
    sample: `whsec${'_'}${'Z9y8'.repeat(8)}`,
  },
  { name: 'AWS access key id', pattern: /\b(AKIA|ASIA)[0-9A-Z]{16}\b/, sample: `AKIA${'IOSFODNN7EXAMPLE'}` },
  {
    name: 'GitHub token',
    pattern: /\bgh[oprsu]_[0-9A-Za-z]{36,}/,
    sample: `ghp${'_'}${'abcd1234'.repeat(5)}`,
  },
  {
    name: 'Slack token',
    pattern: /\bxox[abprs]-[0-9A-Za-z-]{10,}/,
    sample: `xox${'b'}-${'1234567890'}-abcdef`,
  },
  { name: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/, sample: `AIza${'Sy'}${'x'.repeat(33)}` },
  {
    name: 'OpenAI API key',
    pattern: /\bsk-(proj-)?[0-9A-Za-z_-]{40,}/,
    sample: `sk${'-'}proj-${'Qw3r'.repeat(12)}`,
  },
]

/** Files that hold keys by their very kind; key material is binary in some of them, so the name decides. */
const SECRET_FILE_NAMES: { name: string; pattern: RegExp }[] = [
  { name: 'key or certificate store', pattern: /\.(pem|key|p12|pfx|jks|keystore)$/i },
  { name: 'SSH private key', pattern: /(^|\/)id_(rsa|dsa|ecdsa|ed25519)$/ },
]

/**
 * Environment files with values. `.env` is ignored by .gitignore; examples (`.env.example`, `.sample`,
 * `.template`) document variable names and may be committed, their content scanned like any file.
 */
const ENV_FILE = /(^|\/)\.env(\.[^/]+)?$/
const ENV_EXAMPLE = /\.(example|sample|template)$/
const ENV_ASSIGNMENT = /^[ \t]*(export[ \t]+)?[A-Za-z_][A-Za-z0-9_]*[ \t]*=[ \t]*\S/m

/**
 * Known matches that are not secrets, each with its reason. Keep it empty if at all possible: a test
 * stand-in can nearly always be written so that it matches no pattern (as stripe.test.ts does).
 */
const ALLOWED: { file: string; finding: string; reason: string }[] = []

const repositoryRoot = execFileSync('git', ['rev-parse', '--show-toplevel'], {
  cwd: import.meta.dirname,
  encoding: 'utf8',
}).trim()

/** Tracked files plus new ones git does not ignore: everything the next commit may carry. */
function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  return [...new Set(listed.split('\0').filter(Boolean))].filter((file) => {
    const full = path.join(repositoryRoot, file)
    // Deleted in the working tree but still tracked, or a submodule: nothing to read.
    return existsSync(full) && statSync(full).isFile()
  })
}

/** Binary files (images, fonts) carry no readable secret; a NUL byte in the first 8 KB marks them. */
function textOf(file: string): string | undefined {
  const bytes = readFileSync(path.join(repositoryRoot, file))
  if (bytes.subarray(0, 8192).includes(0)) return undefined
  return bytes.toString('utf8')
}

function findingsIn(file: string, text: string | undefined): string[] {
  const findings = SECRET_FILE_NAMES.filter(({ pattern }) => pattern.test(file)).map(({ name }) => name)
  if (ENV_FILE.test(file) && !ENV_EXAMPLE.test(file) && text !== undefined && ENV_ASSIGNMENT.test(text)) {
    findings.push('environment file with values')
  }
  if (text !== undefined)
    findings.push(...SECRET_PATTERNS.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name))
  return findings
}

describe('no secret in the repository', () => {
  const files = repositoryFiles()

  it('reads the whole repository', () => {
    // The contract, the API and every front end: a broken listing would scan nothing and pass.
    expect(files.length).toBeGreaterThan(300)
    expect(files).toContain('api/src/config.ts')
  })

  it('finds no private key, API key, token or environment file with values', () => {
    const allowed = new Set(ALLOWED.map(({ file, finding }) => `${file}: ${finding}`))
    const findings = files
      .flatMap((file) => findingsIn(file, textOf(file)).map((finding) => `${file}: ${finding}`))
      .filter((finding) => !allowed.has(finding))
    expect(findings).toEqual([])
  })

  it('allows only what still needs allowing', () => {
    const stale = ALLOWED.filter(
      ({ file, finding }) => !(files.includes(file) && findingsIn(file, textOf(file)).includes(finding)),
    )
    expect(stale).toEqual([])
  })

  describe('recognises', () => {
    it.each(SECRET_PATTERNS.map((secret) => [secret.name, secret] as const))(
      '%s',
      (_name, { pattern, sample }) => {
        expect(pattern.test(`const value = '${sample}'`)).toBe(true)
      },
    )

    it.each([
      [
        'a .env file with values',
        '.env',
        'DATABASE_URL=postgres://user:password@db/grile\n',
        ['environment file with values'],
      ],
      [
        'an exported value',
        'api/.env.production',
        'export STRIPE_SECRET_KEY=abc\n',
        ['environment file with values'],
      ],
      ['an example (names only) as fine', '.env.example', 'STRIPE_SECRET_KEY=\n', []],
      [
        'a .env file without values as fine',
        '.env',
        '# nothing set yet\nSTRIPE_SECRET_KEY=\nSTRIPE_WEBHOOK_SECRET=\n',
        [],
      ],
      ['a key store by its name', 'deploy/server.pem', undefined, ['key or certificate store']],
      ['an SSH key by its name', 'home/.ssh/id_ed25519', undefined, ['SSH private key']],
    ] as const)('%s (%s)', (_about, file, text, expected) => {
      expect(findingsIn(file, text)).toEqual(expected)
    })

    it('the stand-ins the tests use as not secrets', () => {
      for (const standIn of [
        'sk_test_grile',
        'sk_test_unused',
        'whsec_test_grile_webhook_secret',
        'whsec_someone_else',
      ]) {
        expect(findingsIn('api/test/example.test.ts', `const key = '${standIn}'`)).toEqual([])
      }
    })
  })
})
