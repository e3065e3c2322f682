import { and, asc, count, eq, isNull, sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../src/db/client'
import {
  answers,
  examExercises,
  exams,
  exercises,
  materials,
  materialTopics,
  offers,
  users,
} from '../src/db/schema/index'
import { demoAccounts } from '../src/db/seed/demo-accounts'
import { applySeedContent, seedDatabase, seedExamAgeInDays } from '../src/db/seed/seed'
import type { SeedContent } from '../src/db/seed/seed-content'
import { shippedContent } from './support/learning-fixtures'
import { createTestDatabase } from './support/test-app'

async function tableCounts(database: DatabaseHandle) {
  const { db } = database
  const [
    [examCount],
    [exerciseCount],
    [answerCount],
    [materialCount],
    [topicCount],
    [offerCount],
    [userCount],
  ] = await Promise.all([
    db.select({ n: count() }).from(exams),
    db.select({ n: count() }).from(exercises),
    db.select({ n: count() }).from(answers),
    db.select({ n: count() }).from(materials),
    db.select({ n: count() }).from(materialTopics),
    db.select({ n: count() }).from(offers),
    db.select({ n: count() }).from(users),
  ])
  return {
    exams: examCount?.n,
    exercises: exerciseCount?.n,
    answers: answerCount?.n,
    materials: materialCount?.n,
    topics: topicCount?.n,
    offers: offerCount?.n,
    users: userCount?.n,
  }
}

let database: DatabaseHandle
let content: SeedContent
const now = new Date('2026-05-01T12:00:00Z')

/** What the content folder holds, as the tables should count it after seeding. */
function expectedCounts(seeded: SeedContent) {
  const exerciseCount = seeded.exams.reduce((sum, exam) => sum + exam.exercises.length, 0)
  return {
    exams: seeded.exams.length,
    exercises: exerciseCount,
    answers: seeded.exams.reduce(
      (sum, exam) => sum + exam.exercises.reduce((n, exercise) => n + exercise.answers.length, 0),
      0,
    ),
    materials: seeded.materials.length,
    topics: new Set(seeded.materials.map((material) => material.topic)).size,
    offers: seeded.offers.length,
    users: demoAccounts.length,
  }
}

beforeAll(async () => {
  database = await createTestDatabase()
  content = await shippedContent()
  await seedDatabase(database.db, content, { now })
})
afterAll(() => database.close())

describe('seeding an empty database', () => {
  it('loads every exam, exercise, answer, lesson, topic, offer and demo account', async () => {
    expect(await tableCounts(database)).toEqual(expectedCounts(content))
    expect(content.exams.length).toBeGreaterThanOrEqual(24)
  })

  it('gives each exercise its exam’s target, type, difficulty, audience and lesson topic', async () => {
    for (const seeded of content.exams) {
      const rows = await database.db
        .select({
          position: examExercises.position,
          question: exercises.question,
          explanation: exercises.explanation,
          examTarget: exercises.examTarget,
          examType: exercises.examType,
          difficulty: exercises.difficulty,
          forCustomersOnly: exercises.forCustomersOnly,
          topic: materialTopics.name,
        })
        .from(examExercises)
        .innerJoin(exams, eq(exams.id, examExercises.examId))
        .innerJoin(exercises, eq(exercises.id, examExercises.exerciseId))
        .leftJoin(materialTopics, eq(materialTopics.id, exercises.materialTopicId))
        .where(eq(exams.slug, seeded.slug))
        .orderBy(asc(examExercises.position))
      const lessonTopic =
        content.materials.find((material) => material.slug === seeded.material)?.topic ?? null
      expect(rows).toEqual(
        seeded.exercises.map((exercise, position) => ({
          position,
          question: exercise.question,
          explanation: exercise.explanation,
          examTarget: seeded.examTarget,
          examType: seeded.examType,
          difficulty: seeded.difficulty,
          forCustomersOnly: seeded.forCustomersOnly,
          topic: lessonTopic,
        })),
      )
    }
  })

  it('stores answers at positions 0..3 with exactly the content’s correct one', async () => {
    const seeded = content.exams.find((candidate) => candidate.slug === 'grammar-conditionals')!
    const rows = await database.db
      .select({
        exercisePosition: examExercises.position,
        position: answers.position,
        text: answers.text,
        correct: answers.correct,
      })
      .from(examExercises)
      .innerJoin(exams, eq(exams.id, examExercises.examId))
      .innerJoin(answers, eq(answers.exerciseId, examExercises.exerciseId))
      .where(eq(exams.slug, 'grammar-conditionals'))
      .orderBy(asc(examExercises.position), asc(answers.position))
    expect(rows).toEqual(
      seeded.exercises.flatMap((exercise, exercisePosition) =>
        exercise.answers.map((text, position) => ({
          exercisePosition,
          position,
          text,
          correct: position === exercise.correct,
        })),
      ),
    )
    const [wrongCount] = await database.db
      .select({ n: count() })
      .from(
        database.db
          .select({
            exerciseId: answers.exerciseId,
            correct: sql<number>`count(*) filter (where ${answers.correct})`.as('correct'),
          })
          .from(answers)
          .groupBy(answers.exerciseId)
          .as('per_exercise'),
      )
      .where(sql`correct <> 1`)
    expect(wrongCount?.n).toBe(0)
  })

  it('stores the lessons as written, each with its topic', async () => {
    const rows = await database.db
      .select({
        slug: materials.slug,
        title: materials.title,
        content: materials.content,
        topic: materialTopics.name,
      })
      .from(materials)
      .innerJoin(materialTopics, eq(materialTopics.id, materials.topicId))
    expect(rows).toHaveLength(content.materials.length)
    for (const lesson of content.materials) {
      expect(rows).toContainEqual({
        slug: lesson.slug,
        title: lesson.title,
        content: lesson.content,
        topic: lesson.topic,
      })
    }
  })

  it('dates a few exams within 30 days (NEW) and most before', async () => {
    const rows = await database.db.select({ createdAt: exams.createdAt }).from(exams)
    const ages = rows.map((row) => (now.getTime() - row.createdAt.getTime()) / 86_400_000)
    const recent = ages.filter((age) => age < 30).length
    expect(recent).toBeGreaterThanOrEqual(2)
    expect(recent).toBe(content.exams.filter((_, index) => seedExamAgeInDays(index) < 30).length)
    expect(recent).toBeLessThan(rows.length / 4)
    expect(ages.every((age) => age > 0)).toBe(true)
  })

  it('creates the demo accounts with their tokens, customer flag and teacher', async () => {
    const rows = await database.db.select().from(users)
    for (const account of demoAccounts) {
      expect(rows).toContainEqual(
        expect.objectContaining({
          id: account.id,
          email: account.email,
          name: account.name,
          tokens: account.tokens,
          customer: account.customer,
          teacherId: account.teacherId,
        }),
      )
    }
  })

  it('never creates generated exams', async () => {
    const [owned] = await database.db
      .select({ n: count() })
      .from(exams)
      .where(sql`${exams.ownerUserId} is not null`)
    expect(owned?.n).toBe(0)
    const [listed] = await database.db.select({ n: count() }).from(exams).where(isNull(exams.ownerUserId))
    expect(listed?.n).toBe(content.exams.length)
  })
})

// Runs after the block above, on the same database.
describe('seeding again', () => {
  async function idsOf(slug: string) {
    const rows = await database.db
      .select({ examId: exams.id, exerciseId: examExercises.exerciseId, createdAt: exams.createdAt })
      .from(exams)
      .innerJoin(examExercises, eq(examExercises.examId, exams.id))
      .where(eq(exams.slug, slug))
      .orderBy(asc(examExercises.position))
    return rows
  }

  it('adds nothing and keeps every id when the content did not change', async () => {
    const before = await tableCounts(database)
    const idsBefore = await idsOf('grammar-passive-voice')
    await seedDatabase(database.db, content)
    expect(await tableCounts(database)).toEqual(before)
    expect(await idsOf('grammar-passive-voice')).toEqual(idsBefore)
  })

  it('updates exams, exercises and answers in place, by slug', async () => {
    const changed = structuredClone(content)
    const passive = changed.exams.find((candidate) => candidate.slug === 'grammar-passive-voice')!
    passive.title = 'The Passive Voice (revised)'
    passive.forCustomersOnly = true
    passive.exercises[0]!.question = 'The suspect ___ by two officers last night.'
    passive.exercises[0]!.answers = ['was arrested', 'arrested', 'has arrested', 'is arresting']
    passive.exercises[0]!.correct = 0
    changed.materials.find((material) => material.slug === 'passive-voice')!.title = 'Passive Voice, Revised'
    const idsBefore = await idsOf('grammar-passive-voice')

    await seedDatabase(database.db, changed)

    expect(await idsOf('grammar-passive-voice')).toEqual(idsBefore)
    const [exam] = await database.db.select().from(exams).where(eq(exams.slug, 'grammar-passive-voice'))
    expect(exam).toMatchObject({ title: 'The Passive Voice (revised)', forCustomersOnly: true })
    const firstId = idsBefore[0]!.exerciseId
    const [first] = await database.db.select().from(exercises).where(eq(exercises.id, firstId))
    expect(first).toMatchObject({
      question: 'The suspect ___ by two officers last night.',
      forCustomersOnly: true,
    })
    const firstAnswers = await database.db
      .select({ text: answers.text, correct: answers.correct })
      .from(answers)
      .where(eq(answers.exerciseId, firstId))
      .orderBy(asc(answers.position))
    expect(firstAnswers).toEqual([
      { text: 'was arrested', correct: true },
      { text: 'arrested', correct: false },
      { text: 'has arrested', correct: false },
      { text: 'is arresting', correct: false },
    ])
    const [otherExercise] = await database.db
      .select({ n: count() })
      .from(exercises)
      .where(and(eq(exercises.id, idsBefore[1]!.exerciseId), eq(exercises.forCustomersOnly, true)))
    expect(otherExercise?.n).toBe(1)
    const [material] = await database.db.select().from(materials).where(eq(materials.slug, 'passive-voice'))
    expect(material?.title).toBe('Passive Voice, Revised')
    expect((await tableCounts(database)).exercises).toBe(expectedCounts(content).exercises)
  })

  it('leaves demo users alone once they exist', async () => {
    const teacher = demoAccounts.find((account) => account.role === 'teacher')!
    await database.db.update(users).set({ tokens: 3 }).where(eq(users.id, teacher.id))
    await seedDatabase(database.db, content)
    const [row] = await database.db
      .select({ tokens: users.tokens })
      .from(users)
      .where(eq(users.id, teacher.id))
    expect(row?.tokens).toBe(3)
  })
})

describe('applySeedContent (server start)', () => {
  let empty: DatabaseHandle
  beforeAll(async () => {
    empty = await createTestDatabase()
  })
  afterAll(() => empty.close())

  it('seeds once even when two instances start together, then does nothing', async () => {
    const results = await Promise.all([applySeedContent(empty.db), applySeedContent(empty.db)])
    expect(results.filter((result) => result !== null)).toHaveLength(1)
    const expected = expectedCounts(content)
    expect(results.find((result) => result !== null)).toMatchObject({
      seeded: { exams: expected.exams, exercises: expected.exercises, offers: expected.offers },
    })
    expect(await applySeedContent(empty.db)).toBeNull()
    expect((await tableCounts(empty)).exams).toBe(expected.exams)
  })
})
