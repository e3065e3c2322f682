// The API under load: autocannon on loopback against the real server, on PGlite and on PostgreSQL; on
// PostgreSQL, last, the pick at the student's level among 100,000 exercises.
// Usage: pnpm --filter @grile/api bench [-- --duration 10 --connections 50 --out results.json --only pglite]
// --calls keeps the calls whose name holds one of its comma-separated words, e.g. --only postgres --calls 100,000
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { eq, like, sql } from 'drizzle-orm'
import { users } from '../src/db/schema/users'
import { insertRatedExercises } from '../test/support/rated-exercises'
import type { TestApp } from '../test/support/test-app'
import { startLoopbackServer, withPostgres, type DatabaseKind } from './harness'

export interface CallFigures {
  database: DatabaseKind
  call: string
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  requests: number
  errors: number
  /** Answers outside 2xx among the requests (a refusal measures nothing: the run fails, below). */
  refused: number
}

interface ExamForBench {
  id: string
  exercisesShuffleSeed: number
  exercises: { answersShuffleSeed: number; answers: { id: string }[] }[]
}

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    users: { type: 'string', default: '50' },
    only: { type: 'string' },
    calls: { type: 'string' },
    out: { type: 'string' },
  },
})
const duration = Number(options.duration)
const connections = Number(options.connections)
const userCount = Number(options.users)
const callWords = options.calls?.split(',').map((word) => word.trim().toLowerCase())
const wanted = (call: string) => !callWords || callWords.some((word) => call.toLowerCase().includes(word))

/** The exercises of the large bank, on top of the shipped ones (docs/decisions/0032-adaptive-pick.md). */
const LARGE_BANK = 100_000
const LARGE_BANK_CALL = 'GET random exercise at my level, 100,000 exercises'

/**
 * Signed-in bench users with enough tokens that no answer is refused for want of them, and customers, so that
 * no customers-only exam or exercise is refused either (the first exam listed may be one).
 */
async function createBenchUsers(t: TestApp, baseUrl: string): Promise<string[]> {
  const tokens: string[] = []
  for (let index = 0; index < userCount; index += 1) {
    const userId = randomUUID()
    const token = await t.tokenFor({ userId, email: `bench-${index}@grile.ro`, name: `Bench ${index}` })
    const response = await fetch(`${baseUrl}/api/v1/users/sign-in-up`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    })
    if (!response.ok) throw new Error(`sign-in-up answered ${response.status}`)
    await t.database.db.update(users).set({ tokens: 1_000_000, customer: true }).where(eq(users.id, userId))
    tokens.push(token)
  }
  return tokens
}

async function firstExam(baseUrl: string, token: string): Promise<ExamForBench> {
  const headers = { authorization: `Bearer ${token}` }
  const page = (await (await fetch(`${baseUrl}/api/v1/exams?pageNumber=0`, { headers })).json()) as {
    content: { id: string }[]
  }
  const examId = page.content[0]?.id
  if (!examId) throw new Error('The seeded database has no exams.')
  return (await (await fetch(`${baseUrl}/api/v1/exams/${examId}`, { headers })).json()) as ExamForBench
}

interface Scenario {
  call: string
  method: 'GET' | 'POST'
  path: string
  /** A fresh body per request (new idempotency keys), or none. */
  body?: () => unknown
}

function scenarios(exam: ExamForBench): Scenario[] {
  const answerIds = exam.exercises.flatMap((exercise) => exercise.answers.map((answer) => answer.id))
  return [
    { call: 'GET exams page', method: 'GET', path: '/api/v1/exams?pageNumber=0' },
    { call: 'GET random exercise', method: 'GET', path: '/api/v1/exercises/random' },
    {
      call: 'POST interactive attempt',
      method: 'POST',
      path: '/api/v1/interactive-attempts',
      body: () => ({
        answerId: answerIds[Math.floor(Math.random() * answerIds.length)],
        answersShuffleSeed: 1,
        sessionId: randomUUID(),
      }),
    },
    {
      call: 'POST attempt',
      method: 'POST',
      path: '/api/v1/attempts',
      body: () => ({
        sessionId: randomUUID(),
        examId: exam.id,
        exercisesShuffleSeed: exam.exercisesShuffleSeed,
        durationInSeconds: 600,
        choices: exam.exercises.map((exercise) => ({
          answerId: exercise.answers[Math.floor(Math.random() * exercise.answers.length)]?.id,
          answersShuffleSeed: exercise.answersShuffleSeed,
        })),
      }),
    },
  ]
}

async function load(baseUrl: string, scenario: Scenario, tokens: string[]): Promise<autocannon.Result> {
  let next = 0
  return autocannon({
    url: baseUrl,
    connections,
    duration,
    requests: [
      {
        method: scenario.method,
        path: scenario.path,
        // Each request as another user, each write with its own idempotency key.
        setupRequest: (request) => {
          next = (next + 1) % tokens.length
          return {
            ...request,
            headers: {
              ...request.headers,
              authorization: `Bearer ${tokens[next]}`,
              ...(scenario.body ? { 'content-type': 'application/json' } : {}),
            },
            ...(scenario.body ? { body: JSON.stringify(scenario.body()) } : {}),
          }
        },
      },
    ],
  })
}

/** One request of the call, which must succeed: a call the API refuses would measure how fast it refuses. */
async function checkAnswered(baseUrl: string, scenario: Scenario, token: string): Promise<void> {
  const response = await fetch(`${baseUrl}${scenario.path}`, {
    method: scenario.method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(scenario.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(scenario.body ? { body: JSON.stringify(scenario.body()) } : {}),
  })
  if (!response.ok)
    throw new Error(
      `${scenario.call} answered ${response.status} before the load: ${(await response.text()).slice(0, 300)}`,
    )
}

async function measure(
  database: DatabaseKind,
  baseUrl: string,
  scenario: Scenario,
  tokens: string[],
): Promise<CallFigures> {
  await checkAnswered(baseUrl, scenario, tokens[0] as string)
  const result = await load(baseUrl, scenario, tokens)
  console.error(`  ${database} · ${scenario.call}: done`)
  return {
    database,
    call: scenario.call,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    refused: result.non2xx,
  }
}

/**
 * 100,000 more exercises, rated 800–2200 with deviations 50–350, inserted in one statement, and the bench users
 * rated 1200–1900, so each pick looks for its own band in a bank that size (the pick must not scan it).
 */
async function seedLargeBank(t: TestApp): Promise<void> {
  const started = Date.now()
  await insertRatedExercises(t.database.db, { count: LARGE_BANK, label: 'Bench exercise' })
  await t.database.db
    .update(users)
    .set({ rating: sql`1200 + 700 * random()` })
    .where(like(users.email, 'bench-%'))
  await t.database.db.execute(sql`analyze exercises`)
  console.error(`  ${LARGE_BANK} exercises seeded in ${Math.round((Date.now() - started) / 1000)} s`)
}

async function benchDatabase(
  database: CallFigures['database'],
  databaseUrl?: string,
): Promise<CallFigures[]> {
  const { t, baseUrl, close } = await startLoopbackServer(databaseUrl)
  try {
    const tokens = await createBenchUsers(t, baseUrl)
    const exam = await firstExam(baseUrl, tokens[0] as string)
    const figures: CallFigures[] = []
    for (const scenario of scenarios(exam).filter((one) => wanted(one.call))) {
      figures.push(await measure(database, baseUrl, scenario, tokens))
    }
    // Seeding 100,000 exercises into PGlite would take most of the run; PostgreSQL is what holds a bank that size.
    if (database === 'postgres' && wanted(LARGE_BANK_CALL)) {
      await seedLargeBank(t)
      figures.push(
        await measure(
          database,
          baseUrl,
          { call: LARGE_BANK_CALL, method: 'GET', path: '/api/v1/exercises/random' },
          tokens,
        ),
      )
    }
    return figures
  } finally {
    await close()
  }
}

function printTable(figures: CallFigures[]): void {
  const header = ['database', 'call', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors']
  const rows = figures.map((f) =>
    [f.database, f.call, f.requestsPerSecond, f.p50Ms, f.p99Ms, f.requests, f.errors].map(String),
  )
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')
  console.log(line(header))
  for (const row of rows) console.log(line(row))
}

async function main(): Promise<void> {
  console.error(`API benchmark: ${connections} connections, ${duration} s per call, ${userCount} users`)
  const figures: CallFigures[] = []
  if (options.only !== 'postgres') figures.push(...(await benchDatabase('pglite')))
  if (options.only !== 'pglite') {
    figures.push(...(await withPostgres((url) => benchDatabase('postgres', url))))
  }
  printTable(figures)
  if (options.out)
    fs.writeFileSync(options.out, `${JSON.stringify({ connections, duration, figures }, null, 2)}\n`)
  const refused = figures.filter((figure) => figure.refused > 0)
  if (refused.length) {
    throw new Error(
      `The API refused requests under load, so these figures measure refusals: ${refused.map((figure) => `${figure.database} ${figure.call} (${figure.refused} of ${figure.requests})`).join(', ')}`,
    )
  }
}

await main()
