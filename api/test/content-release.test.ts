import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import type { Database } from '../src/db/client'
import {
  attempts,
  choices,
  exams,
  exerciseProgress,
  interactiveAttempts,
  materials,
  users,
} from '../src/db/schema/index'
import { applySeedContent, seedDatabase } from '../src/db/seed/seed'
import type { SeedContent } from '../src/db/seed/seed-content'
import { insertAdmin, insertUser, requester, type FixtureUser } from './support/fixtures'
import { shippedContent } from './support/learning-fixtures'
import { createTestApp, type TestApp } from './support/test-app'

const EDITED_EXAM = 'grammar-articles-determiners'
const EDITED_INDEX = 20

interface Choice {
  exercise: { id: string }
}

/**
 * The content a database in use received from an earlier release: no mock papers and no reading texts
 * yet, and one item of the articles exam as it read before it was mended (its key was another answer).
 */
function earlierRelease(shipped: SeedContent): SeedContent {
  const earlier = structuredClone(shipped)
  earlier.exams = earlier.exams.filter((exam) => !exam.mockPaper && !exam.passages.length)
  const edited = earlier.exams.find((exam) => exam.slug === EDITED_EXAM)!.exercises[EDITED_INDEX]!
  edited.question = 'Sergeant Dobre plays ___ piano in the police band.'
  edited.correct = (edited.correct + 1) % edited.answers.length
  return earlier
}

async function learningCounts(db: Database) {
  const [[attemptCount], [choiceCount], [practiceCount], [progressCount]] = await Promise.all([
    db.select({ n: count() }).from(attempts),
    db.select({ n: count() }).from(choices),
    db.select({ n: count() }).from(interactiveAttempts),
    db.select({ n: count() }).from(exerciseProgress),
  ])
  return {
    attempts: attemptCount?.n,
    choices: choiceCount?.n,
    practice: practiceCount?.n,
    progress: progressCount?.n,
  }
}

describe('a content release on a database in use', () => {
  let t: TestApp
  let db: Database
  let shipped: SeedContent
  let student: FixtureUser
  let call: ReturnType<typeof requester>['call']
  let attemptId: string
  let attemptBefore: Record<string, unknown>
  let attemptsBefore: unknown
  let historyBefore: unknown
  let countsBefore: Awaited<ReturnType<typeof learningCounts>>
  let released: Awaited<ReturnType<typeof applySeedContent>>

  beforeAll(async () => {
    t = await createTestApp()
    db = t.database.db
    call = requester(t).call
    shipped = await shippedContent()
    await seedDatabase(db, earlierRelease(shipped))

    // A student's history on the earlier content: an attempt of the exam about to change, and a practice answer.
    student = await insertUser(db, { tokens: 5, customer: true })
    const [examRow] = await db.select({ id: exams.id }).from(exams).where(eq(exams.slug, EDITED_EXAM))
    const exam = (await call(student, 'GET', `/api/v1/exams/${examRow!.id}`)).json()
    const submitted = await call(student, 'POST', '/api/v1/attempts', {
      sessionId: randomUUID(),
      examId: exam.id,
      exercisesShuffleSeed: exam.exercisesShuffleSeed,
      durationInSeconds: 900,
      choices: exam.exercises.map((exercise: { answers: { id: string }[]; answersShuffleSeed: number }) => ({
        answerId: exercise.answers[0]!.id,
        answersShuffleSeed: exercise.answersShuffleSeed,
      })),
    })
    expect(submitted.statusCode).toBe(201)
    attemptId = submitted.json().id
    const practice = (await call(student, 'GET', '/api/v1/exercises/random?examType=GRAMMAR')).json()
    const answered = await call(student, 'POST', '/api/v1/interactive-attempts', {
      answerId: practice.answers[0].id,
      answersShuffleSeed: practice.answersShuffleSeed,
      sessionId: randomUUID(),
    })
    expect(answered.statusCode).toBe(201)

    attemptBefore = (await call(student, 'GET', `/api/v1/attempts/${attemptId}`)).json()
    attemptsBefore = (await call(student, 'GET', '/api/v1/attempts')).json()
    historyBefore = (await call(student, 'GET', '/api/v1/interactive-attempts')).json()
    countsBefore = await learningCounts(db)

    released = await applySeedContent(db)
  })
  afterAll(() => t.close())

  it('writes only the exams whose file changed, and adds the new ones', () => {
    const added = shipped.exams.filter((exam) => exam.mockPaper || exam.passages.length).length
    expect(added).toBeGreaterThanOrEqual(16)
    expect(released).toEqual({ released: { materials: 0, exams: added + 1, exercises: (added + 1) * 30 } })
  })

  it("keeps every attempt's grade, choices and counts, and the practice history", async () => {
    const attemptAfter = (await call(student, 'GET', `/api/v1/attempts/${attemptId}`)).json()
    const { choices: choicesBefore, ...summaryBefore } = attemptBefore as { choices: Choice[] }
    expect(attemptAfter).toMatchObject(summaryBefore)
    // Each choice keeps its exercise, its answer and whether it was right when graded.
    const chosen = (list: Choice[]) =>
      list.map(({ exercise, ...choice }) => ({ ...choice, exerciseId: exercise.id }))
    expect(chosen(attemptAfter.choices)).toEqual(chosen(choicesBefore))
    expect((await call(student, 'GET', '/api/v1/attempts')).json()).toEqual(attemptsBefore)
    expect((await call(student, 'GET', '/api/v1/interactive-attempts')).json()).toEqual(historyBefore)
    const [row] = await db.select().from(users).where(eq(users.id, student.userId))
    expect(row?.tokens).toBe(3)
    expect(await learningCounts(db)).toEqual(countsBefore)
    expect(countsBefore).toMatchObject({ attempts: 1, choices: 30, practice: 1 })
  })

  it('shows the mended item in its new wording in the review', async () => {
    const attemptAfter = (await call(student, 'GET', `/api/v1/attempts/${attemptId}?stable=true`)).json()
    const mended = shipped.exams.find((exam) => exam.slug === EDITED_EXAM)!.exercises[EDITED_INDEX]!
    expect(attemptAfter.choices[EDITED_INDEX].exercise.question).toBe(mended.question)
    const key = attemptAfter.choices[EDITED_INDEX].exercise.answers.find(
      (answer: { correct: boolean }) => answer.correct,
    )
    expect(key.text).toBe(mended.answers[mended.correct])
  })

  it('lists the new mock papers first', async () => {
    const page = (await call(student, 'GET', '/api/v1/exams?examTarget=ACADEMY')).json()
    expect(page.content.slice(0, 8).map((exam: { mockPaper: boolean }) => exam.mockPaper)).toEqual(
      Array(8).fill(true),
    )
  })

  it('does nothing on the next start, and never brings back a lesson an administrator deleted', async () => {
    expect(await applySeedContent(db)).toBeNull()
    const [lesson] = await db
      .select({ id: materials.id })
      .from(materials)
      .where(eq(materials.slug, 'so-such'))
    expect((await call(await insertAdmin(db), 'DELETE', `/api/v1/materials/${lesson!.id}`)).statusCode).toBe(
      204,
    )
    expect(await applySeedContent(db)).toBeNull()
    expect(await db.select().from(materials).where(eq(materials.slug, 'so-such'))).toHaveLength(0)
  })
})
