// npm run soak: simulated students against the real API on loopback for a bounded time, each signing in,
// taking exams (sometimes retrying a submission with the same sessionId, as a page does after a network
// failure), practising interactively and reviewing. Then it checks what must never happen: a 5xx, an
// acknowledged attempt missing or doubled, a token balance off by one, the server's memory growing.
// Usage: npm run soak [-- --students 50 --seconds 120 --database pglite|postgres]
import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import { eq, sql } from 'drizzle-orm'
import { ANSWERS_PER_TOKEN } from '@grile/shared/contract'
import { attempts, interactiveAttempts, users } from '../src/db/schema/index'
import { startLoopbackServer, withPostgres, type LoopbackServer } from './harness'

const { values: options } = parseArgs({
  options: {
    students: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '120' },
    database: { type: 'string', default: 'pglite' },
  },
})
const studentCount = Number(options.students)
const seconds = Number(options.seconds)
const START_TOKENS = 100_000

interface Student {
  id: string
  authorization: string
  examAttempts: Set<string>
  interactiveAnswers: Set<string>
}

interface Tally {
  requests: number
  byStatus: Map<number, number>
  networkErrors: number
}

const tally: Tally = { requests: 0, byStatus: new Map(), networkErrors: 0 }

async function call(
  server: LoopbackServer,
  student: Student,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  tally.requests += 1
  try {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        authorization: student.authorization,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    tally.byStatus.set(response.status, (tally.byStatus.get(response.status) ?? 0) + 1)
    const text = await response.text()
    return { status: response.status, json: text ? (JSON.parse(text) as unknown) : undefined }
  } catch (error) {
    tally.networkErrors += 1
    throw error
  }
}

interface ExamPage {
  content: { id: string; canAttemptExam: boolean }[]
}
interface Exam {
  id: string
  exercisesShuffleSeed: number
  exercises: { answersShuffleSeed: number; answers: { id: string }[] }[]
}
interface Exercise {
  answersShuffleSeed: number
  answers: { id: string }[]
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T

async function takeExam(server: LoopbackServer, student: Student): Promise<void> {
  const page = (
    await call(server, student, 'GET', `/api/v1/exams?pageNumber=${Math.floor(Math.random() * 2)}`)
  ).json as ExamPage
  const open = page.content.filter((exam) => exam.canAttemptExam)
  if (!open.length) return
  const exam = (await call(server, student, 'GET', `/api/v1/exams/${pick(open).id}`)).json as Exam
  const submission = {
    sessionId: randomUUID(),
    examId: exam.id,
    exercisesShuffleSeed: exam.exercisesShuffleSeed,
    durationInSeconds: 300 + Math.floor(Math.random() * 1200),
    choices: exam.exercises.map((exercise) => ({
      answerId: pick(exercise.answers).id,
      answersShuffleSeed: exercise.answersShuffleSeed,
    })),
  }
  const first = await call(server, student, 'POST', '/api/v1/attempts', submission)
  if (first.status !== 201) throw new Error(`attempt answered ${first.status}`)
  const { id } = first.json as { id: string }
  student.examAttempts.add(id)
  // One submission in four is sent again, as the page does when the answer to the first was lost.
  if (Math.random() < 0.25) {
    const again = await call(server, student, 'POST', '/api/v1/attempts', submission)
    if ((again.json as { id?: string }).id !== id)
      throw new Error('a retried submission made a second attempt')
  }
  // Review: read the attempt, flag it, complete the review.
  await call(server, student, 'GET', `/api/v1/attempts/${id}`)
  await call(server, student, 'PUT', `/api/v1/attempts/${id}/review`)
  await call(server, student, 'POST', `/api/v1/attempts/${id}/review`)
}

async function practise(server: LoopbackServer, student: Student): Promise<void> {
  const exercise = (await call(server, student, 'GET', '/api/v1/exercises/random')).json as Exercise
  const body = {
    answerId: pick(exercise.answers).id,
    answersShuffleSeed: exercise.answersShuffleSeed,
    sessionId: randomUUID(),
  }
  const answered = await call(server, student, 'POST', '/api/v1/interactive-attempts', body)
  if (answered.status !== 201) throw new Error(`interactive attempt answered ${answered.status}`)
  student.interactiveAnswers.add((answered.json as { id: string }).id)
  await call(server, student, 'GET', '/api/v1/interactive-attempts')
}

async function signIn(server: LoopbackServer, index: number): Promise<Student> {
  const id = randomUUID()
  const token = await server.t.tokenFor({
    userId: id,
    email: `soak-${index}@grile.ro`,
    name: `Soak ${index}`,
  })
  const student: Student = {
    id,
    authorization: `Bearer ${token}`,
    examAttempts: new Set(),
    interactiveAnswers: new Set(),
  }
  const signedIn = await call(server, student, 'POST', '/api/v1/users/sign-in-up')
  if (signedIn.status !== 200 && signedIn.status !== 201)
    throw new Error(`sign-in-up answered ${signedIn.status}`)
  // Stands in for a purchase, so that no call is refused for want of tokens.
  await server.t.database.db.update(users).set({ tokens: START_TOKENS }).where(eq(users.id, id))
  return student
}

function heapAfterGc(): number {
  ;(globalThis as { gc?: () => void }).gc?.()
  return process.memoryUsage().heapUsed
}

async function soak(server: LoopbackServer): Promise<boolean> {
  const students = await Promise.all(
    Array.from({ length: studentCount }, (_, index) => signIn(server, index)),
  )
  const failures: string[] = []
  let heapAtWarmUp = 0
  const warmUp = setTimeout(() => (heapAtWarmUp = heapAfterGc()), Math.min(20, seconds / 4) * 1000)
  const deadline = Date.now() + seconds * 1000
  await Promise.all(
    students.map(async (student) => {
      while (Date.now() < deadline) {
        try {
          if (Math.random() < 0.3) await takeExam(server, student)
          else await practise(server, student)
        } catch (error) {
          failures.push((error as Error).message)
        }
      }
    }),
  )
  clearTimeout(warmUp)
  const heapAtEnd = heapAfterGc()

  // What the database holds must be exactly what the students were told.
  let lostOrDoubled = 0
  let balancesOff = 0
  for (const student of students) {
    const [row] = await server.t.database.db.select().from(users).where(eq(users.id, student.id))
    const [{ count: examRows } = { count: 0 }] = await server.t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(attempts)
      .where(eq(attempts.userId, student.id))
    const [{ count: interactiveRows } = { count: 0 }] = await server.t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(interactiveAttempts)
      .where(eq(interactiveAttempts.userId, student.id))
    if (examRows !== student.examAttempts.size || interactiveRows !== student.interactiveAnswers.size)
      lostOrDoubled += 1
    const expected =
      START_TOKENS -
      student.examAttempts.size -
      Math.ceil(student.interactiveAnswers.size / ANSWERS_PER_TOKEN)
    if (row?.tokens !== expected) balancesOff += 1
  }

  const serverErrors = [...tally.byStatus]
    .filter(([status]) => status >= 500)
    .reduce((sum, [, count]) => sum + count, 0)
  const exams = students.reduce((sum, s) => sum + s.examAttempts.size, 0)
  const answers = students.reduce((sum, s) => sum + s.interactiveAnswers.size, 0)
  const growth = heapAtWarmUp ? (heapAtEnd - heapAtWarmUp) / heapAtWarmUp : 0
  console.log(`students                         ${studentCount} for ${seconds} s (${options.database})`)
  console.log(
    `requests                         ${tally.requests} (${Math.round(tally.requests / seconds)}/s)`,
  )
  console.log(`statuses                         ${JSON.stringify(Object.fromEntries(tally.byStatus))}`)
  console.log(`exam attempts / interactive      ${exams} / ${answers}`)
  console.log(`5xx answers                      ${serverErrors}`)
  console.log(`network errors                   ${tally.networkErrors}`)
  console.log(`students with lost/doubled rows  ${lostOrDoubled}`)
  console.log(`students with a wrong balance    ${balancesOff}`)
  console.log(
    `heap after GC, warm-up → end     ${(heapAtWarmUp / 2 ** 20).toFixed(1)} MB → ${(heapAtEnd / 2 ** 20).toFixed(1)} MB (${(growth * 100).toFixed(1)}%)`,
  )
  if (failures.length)
    console.log(
      `failed steps                     ${failures.length}, e.g. ${failures.slice(0, 3).join('; ')}`,
    )
  // Flat: within 20% of the warm-up heap (PGlite keeps its own caches inside the same process).
  const flat = !heapAtWarmUp || growth < 0.2
  return !serverErrors && !tally.networkErrors && !lostOrDoubled && !balancesOff && !failures.length && flat
}

async function main(): Promise<void> {
  const run = async (databaseUrl?: string) => {
    // As in production: the rate limits are on (the bench measures raw throughput without them).
    const server = await startLoopbackServer(databaseUrl, { RATE_LIMIT_ENABLED: 'true' })
    try {
      return await soak(server)
    } finally {
      await server.close()
    }
  }
  const ok = options.database === 'postgres' ? await withPostgres(run) : await run()
  console.log(ok ? 'SOAK PASSED' : 'SOAK FAILED')
  process.exitCode = ok ? 0 : 1
}

await main()
