import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import type { OpenAPIV3 } from 'openapi-types'
import { contract, type Endpoint } from '@grile/shared/contract'
import { createTestApp, type TestApp } from './support/test-app'

const run = promisify(execFile)
const apiRoot = path.resolve(import.meta.dirname, '..')
const bin = (relative: string) => path.join(apiRoot, 'node_modules', relative)

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const

/** Runs a Node CLI from the API's dependencies; resolves with its output whatever its exit code. */
async function runNode(script: string, args: string[], cwd: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, [bin(script), ...args], {
      cwd,
      maxBuffer: 32 * 1024 * 1024,
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' }
  }
}

/** A partner's program against the generated types: the type check fails if any of it does not fit. */
const CLIENT_PROGRAM = `
import createClient from 'openapi-fetch'
import type { components, paths } from './schema'

const api = createClient<paths>({ baseUrl: 'https://grile.ro/api' })

type Problem = components['schemas']['Problem'] | components['schemas']['ValidationProblem']

export async function easyAcademyExams(token: string): Promise<string[]> {
  const { data, error } = await api.GET('/v1/exams', {
    params: { query: { pageNumber: 0, examTarget: 'ACADEMY', difficulty: 'EASY', onlyNotAttemptedByUser: 'true' } },
    headers: { authorization: \`Bearer \${token}\` },
  })
  if (error) {
    const problem: Problem = error
    throw new Error(\`\${problem.status} \${problem.title}\`)
  }
  const pages: number = data.page.totalPages
  const grades: (number | null)[] = data.content.map((exam) => exam.latestGrade)
  // @ts-expect-error an exam in the list has no \`grade\`; the field is \`latestGrade\`
  const wrong: number = data.content[0]?.grade
  console.log(pages, grades, wrong)
  return data.content.map((exam) => \`\${exam.title} (\${exam.difficulty})\`)
}

export async function oneExam(token: string, examId: string): Promise<number> {
  const { data } = await api.GET('/v1/exams/{examId}', {
    params: { path: { examId }, query: { stable: 'false' } },
    headers: { authorization: \`Bearer \${token}\` },
  })
  return data?.exercises.length ?? 0
}

export async function issueVoucher(apiKey: string, tokens: number): Promise<string> {
  const { data, error } = await api.POST('/v1/partners/istoricescu/vouchers', {
    body: { tokens },
    headers: { 'x-api-key': apiKey },
  })
  if (error) throw new Error(error.detail ?? error.title)
  return data.id
}

export async function wrongTarget(token: string): Promise<void> {
  await api.GET('/v1/exams', {
    // @ts-expect-error examTarget is ACADEMY or CAMPINA
    params: { query: { pageNumber: 0, examTarget: 'NOWHERE' } },
    headers: { authorization: \`Bearer \${token}\` },
  })
}
`

const CLIENT_TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  },
  files: ['program.ts', 'schema.d.ts'],
}

interface DocumentedOperation {
  method: string
  path: string
  operation: OpenAPIV3.OperationObject
}

function operationsOf(document: OpenAPIV3.Document): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([documentPath, item]) =>
    METHODS.flatMap((method) =>
      item?.[method] ? [{ method, path: documentPath, operation: item[method] }] : [],
    ),
  )
}

const statusesOf = (operation: OpenAPIV3.OperationObject) => Object.keys(operation.responses)

describe('the API document (OpenAPI)', () => {
  let t: TestApp
  let document: OpenAPIV3.Document
  let workDir: string
  let documentFile: string

  beforeAll(async () => {
    // Rate limits on, so the document shows the 429 answers as a deployment gives them.
    t = await createTestApp({ RATE_LIMIT_ENABLED: 'true' })
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    document = response.json() as OpenAPIV3.Document
    // Under the API's node_modules, so the generated client resolves openapi-fetch like any package there.
    const cacheDir = bin('.cache')
    await mkdir(cacheDir, { recursive: true })
    workDir = await mkdtemp(path.join(cacheDir, 'openapi-client-'))
    documentFile = path.join(workDir, 'openapi.json')
    await writeFile(documentFile, JSON.stringify(document))
  })

  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true })
    await t.close()
  })

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const config = path.join(apiRoot, 'redocly.yaml')
    const args = ['lint', documentFile, '--config', config, '--format=json']
    const lint = await runNode('@redocly/cli/bin/cli.js', args, workDir)
    const report = JSON.parse(lint.stdout) as {
      totals: { errors: number; warnings: number }
      problems: unknown[]
    }
    expect(report.problems).toEqual([])
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 })
    expect(lint.code).toBe(0)
  })

  it('names each contract call by its key, tags it by its group and secures it by its access', () => {
    const expected = Object.entries(contract).flatMap(([group, endpoints]) =>
      Object.entries(endpoints).map(([key, endpoint]: [string, Endpoint]) => ({ group, key, endpoint })),
    )
    const operations = operationsOf(document)
    expect(operations).toHaveLength(expected.length)
    const bearer = [{ bearerAuth: [] }]
    const security = { public: [], user: bearer, admin: bearer, partner: [{ partnerKey: [] }] }
    for (const { group, key, endpoint } of expected) {
      const documentPath = endpoint.path.replace(/:(\w+)/g, '{$1}')
      const operation =
        document.paths[documentPath]?.[endpoint.method.toLowerCase() as (typeof METHODS)[number]]
      const { operationId, tags, security: required } = operation ?? {}
      expect({ key, operationId, tags, security: required }).toEqual({
        key,
        operationId: key,
        tags: [group],
        security: security[endpoint.access],
      })
    }
    expect(document.tags?.map((tag) => tag.name)).toEqual(Object.keys(contract))
  })

  it('declares both security schemes and the problem schemas', () => {
    expect(document.components?.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      partnerKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
    })
    expect(
      (document.components?.securitySchemes?.bearerAuth as OpenAPIV3.HttpSecurityScheme).description,
    ).toContain('user.access')
    const schemas = document.components?.schemas ?? {}
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining(['Problem', 'ValidationProblem', 'FieldError']),
    )
    expect((schemas.ValidationProblem as OpenAPIV3.SchemaObject).properties?.errors).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/FieldError' },
    })
    expect(document.info.license).toEqual({
      name: 'Proprietary',
      url: `${t.config.publicUrl}/terms-of-service`,
    })
  })

  it('lists the problems each call can give, as application/problem+json', () => {
    const byId = new Map(operationsOf(document).map(({ operation }) => [operation.operationId, operation]))
    const statuses = (id: string) => statusesOf(byId.get(id)!)
    expect(statuses('getExamsCount')).toEqual(['200', '503'])
    expect(statuses('getExam')).toEqual(['200', '400', '401', '404', '503'])
    const createAttempt = ['201', '400', '401', '402', '403', '404', '409', '413', '415', '429', '503']
    expect(statuses('createAttempt')).toEqual(createAttempt)
    expect(statuses('updateUser')).toEqual(['204', '400', '401', '403', '404', '413', '415', '429', '503'])
    expect(statuses('issueVoucherByIstoricescu')).toEqual(['201', '400', '401', '413', '415', '429', '503'])
    // The guard Redocly's operation-4xx-response gave, less the public calls that take no input.
    const withoutInput = ['getHealth', 'getExamsCount', 'getExercisesCount']
    const without4xx = operationsOf(document)
      .filter(({ operation }) => !statusesOf(operation).some((status) => status.startsWith('4')))
      .map(({ operation }) => operation.operationId)
    expect(without4xx.sort()).toEqual(withoutInput.sort())

    const responses = document.components?.responses as Record<string, OpenAPIV3.ResponseObject>
    expect(Object.keys(responses.BadRequest!.content!)).toEqual(['application/problem+json'])
    expect(responses.BadRequest!.content!['application/problem+json']!.schema).toEqual({
      $ref: '#/components/schemas/ValidationProblem',
    })
    expect(responses.TooManyRequests!.headers).toHaveProperty('Retry-After')
  })

  it('describes non-JSON bodies and answers as they are sent', () => {
    const content = document.paths['/v1/materials/{materialId}/content']!
    expect(Object.keys(content.put!.requestBody as OpenAPIV3.RequestBodyObject)).toContain('content')
    expect(Object.keys((content.put!.requestBody as OpenAPIV3.RequestBodyObject).content)).toEqual([
      'text/html',
    ])
    expect((content.get!.responses['200'] as OpenAPIV3.ResponseObject).content).toEqual({
      'text/html': { schema: { type: 'string' } },
    })
    expect(content.put!.responses['204']).toEqual({ description: 'No Content' })
  })

  it('generates a TypeScript client that a typed program compiles against', async () => {
    const schemaFile = path.join(workDir, 'schema.d.ts')
    const generate = await runNode(
      'openapi-typescript/bin/cli.js',
      [documentFile, '--output', schemaFile],
      workDir,
    )
    expect(generate.stderr).not.toMatch(/error/i)
    expect(generate.code).toBe(0)
    await writeFile(path.join(workDir, 'program.ts'), CLIENT_PROGRAM)
    await writeFile(path.join(workDir, 'tsconfig.json'), JSON.stringify(CLIENT_TSCONFIG))
    const check = await runNode('typescript/bin/tsc', ['-p', path.join(workDir, 'tsconfig.json')], workDir)
    expect(check.stdout + check.stderr).toBe('')
    expect(check.code).toBe(0)
  })
})
