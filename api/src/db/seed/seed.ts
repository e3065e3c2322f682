import { randomUUID } from 'node:crypto'
import { and, eq, gte, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../client'
import { answers, examExercises, exams, exercises, materials, materialTopics, offers, users } from '../schema/index'
import { loadSeedContent, type SeedContent, type SeedExam } from './seed-content'
import { checkSeedContent } from './content-check'
import { demoAccounts, type DemoAccount } from './demo-accounts'

/** Serialises seeding between API instances starting together on one PostgreSQL database. */
const SEED_LOCK_KEY = 7_341_902_118

const DAY_MS = 24 * 60 * 60 * 1000

export interface SeedSummary {
  topics: number
  materials: number
  offers: number
  exams: number
  exercises: number
  demoAccounts: number
}

/**
 * How long ago a seeded exam was published: every eighth exam (by slug) within the last two weeks, so the
 * catalogue shows a few NEW exams, the others spread over the months before.
 */
export function seedExamAgeInDays(index: number): number {
  return index % 8 === 0 ? 2 + (index / 8) * 5 : 35 + index * 9
}

async function seedTopicsAndMaterials(tx: Transaction, content: SeedContent) {
  const topicNames = [...new Set(content.materials.map((material) => material.topic))]
  const topicRows = topicNames.length
    ? await tx
        .insert(materialTopics)
        .values(topicNames.map((name) => ({ name })))
        .onConflictDoUpdate({ target: materialTopics.name, set: { name: sql`excluded.name` } })
        .returning()
    : []
  const topicIdByName = new Map(topicRows.map((row) => [row.name, row.id]))

  const materialRows = content.materials.length
    ? await tx
        .insert(materials)
        .values(
          content.materials.map((material) => ({
            slug: material.slug,
            title: material.title,
            topicId: topicIdByName.get(material.topic) as string,
            content: material.content,
          })),
        )
        .onConflictDoUpdate({
          target: materials.slug,
          set: { title: sql`excluded.title`, topicId: sql`excluded.topic_id`, content: sql`excluded.content` },
        })
        .returning({ id: materials.id, slug: materials.slug, topicId: materials.topicId })
    : []
  return {
    topics: topicRows.length,
    materialBySlug: new Map(materialRows.map((row) => [row.slug as string, { id: row.id, topicId: row.topicId }])),
  }
}

async function seedOffers(tx: Transaction, content: SeedContent): Promise<number> {
  if (!content.offers.length) return 0
  const rows = await tx
    .insert(offers)
    .values(content.offers.map((offer, position) => ({ ...offer, position, active: 1 })))
    .onConflictDoUpdate({
      target: offers.slug,
      set: {
        name: sql`excluded.name`,
        itemType: sql`excluded.item_type`,
        quantity: sql`excluded.quantity`,
        priceTotal: sql`excluded.price_total`,
        istoricescuDucats: sql`excluded.istoricescu_ducats`,
        position: sql`excluded.position`,
        active: sql`excluded.active`,
      },
    })
    .returning({ id: offers.id })
  return rows.length
}

/**
 * One exam and its exercises, updated in place when the slug exists: exercise and answer ids stay the
 * same, so attempts and choices made on them keep pointing at the same rows.
 */
async function seedExam(
  tx: Transaction,
  exam: SeedExam,
  material: { id: string; topicId: string } | undefined,
  createdAt: Date,
) {
  const [examRow] = await tx
    .insert(exams)
    .values({
      slug: exam.slug,
      title: exam.title,
      examTarget: exam.examTarget,
      examType: exam.examType,
      difficulty: exam.difficulty,
      forCustomersOnly: exam.forCustomersOnly,
      materialId: material?.id ?? null,
      createdAt,
    })
    .onConflictDoUpdate({
      target: exams.slug,
      set: {
        title: sql`excluded.title`,
        examTarget: sql`excluded.exam_target`,
        examType: sql`excluded.exam_type`,
        difficulty: sql`excluded.difficulty`,
        forCustomersOnly: sql`excluded.for_customers_only`,
        materialId: sql`excluded.material_id`,
      },
    })
    .returning({ id: exams.id })
  const examId = (examRow as { id: string }).id

  const existing = await tx
    .select({
      position: examExercises.position,
      exerciseId: examExercises.exerciseId,
      question: exercises.question,
      explanation: exercises.explanation,
      examTarget: exercises.examTarget,
      examType: exercises.examType,
      difficulty: exercises.difficulty,
      forCustomersOnly: exercises.forCustomersOnly,
      materialTopicId: exercises.materialTopicId,
    })
    .from(examExercises)
    .innerJoin(exercises, eq(exercises.id, examExercises.exerciseId))
    .where(eq(examExercises.examId, examId))
  const existingAt = new Map(existing.map((row) => [row.position, row]))

  const shared = {
    examTarget: exam.examTarget,
    examType: exam.examType,
    difficulty: exam.difficulty,
    forCustomersOnly: exam.forCustomersOnly,
    materialTopicId: material?.topicId ?? null,
  }
  const rows = exam.exercises.map((exercise, position) => ({
    id: existingAt.get(position)?.exerciseId ?? randomUUID(),
    isNew: !existingAt.has(position),
    position,
    exercise,
  }))

  const created = rows.filter((row) => row.isNew)
  if (created.length) {
    await tx.insert(exercises).values(
      created.map(({ id, exercise }) => ({ id, question: exercise.question, explanation: exercise.explanation, ...shared })),
    )
    await tx.insert(examExercises).values(created.map(({ id, position }) => ({ examId, exerciseId: id, position })))
  }
  for (const { id, exercise, position } of rows.filter((row) => !row.isNew)) {
    const stored = existingAt.get(position)
    const unchanged =
      stored?.question === exercise.question &&
      stored.explanation === exercise.explanation &&
      (Object.keys(shared) as (keyof typeof shared)[]).every((key) => stored[key] === shared[key])
    // Re-seeding unchanged content writes nothing, which keeps the command quick.
    if (unchanged) continue
    await tx
      .update(exercises)
      .set({ question: exercise.question, explanation: exercise.explanation, ...shared })
      .where(eq(exercises.id, id))
  }
  await tx
    .delete(examExercises)
    .where(and(eq(examExercises.examId, examId), gte(examExercises.position, exam.exercises.length)))

  await tx
    .insert(answers)
    .values(
      rows.flatMap(({ id, exercise }) =>
        exercise.answers.map((text, position) => ({ exerciseId: id, position, text, correct: position === exercise.correct })),
      ),
    )
    .onConflictDoUpdate({
      target: [answers.exerciseId, answers.position],
      set: { text: sql`excluded.text`, correct: sql`excluded.correct` },
    })
  return rows.length
}

/** Inserts the demo accounts that do not exist yet; existing users are never changed. */
export async function seedDemoAccounts(tx: Transaction, accounts: DemoAccount[] = demoAccounts, now = new Date()) {
  if (!accounts.length) return 0
  const rows = await tx
    .insert(users)
    .values(
      accounts.map((account) => ({
        id: account.id,
        email: account.email.toLowerCase(),
        name: account.name,
        tokens: account.tokens,
        customer: account.customer,
        teacherId: account.teacherId,
        // Their teacher designation counts as the first one: no 5-token gift on a later re-designation.
        teacherBonusGivenAt: account.teacherId ? now : null,
      })),
    )
    .onConflictDoNothing({ target: users.id })
    .returning({ id: users.id })
  return rows.length
}

/** Refuses content that breaks an editorial rule (the same check npm test runs). */
export function assertShippable(content: SeedContent): void {
  const problems = checkSeedContent(content)
  if (problems.length) throw new Error(`The seed content has ${problems.length} problems:\n${problems.join('\n')}`)
}

/** Loads (or updates, by slug) all content and the demo accounts, in one transaction. */
export async function seedDatabase(
  db: Database,
  content: SeedContent,
  options: { now?: Date; onlyIfEmpty?: boolean } = {},
): Promise<SeedSummary | null> {
  const now = options.now ?? new Date()
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    if (options.onlyIfEmpty) {
      const [any] = await tx.select({ id: exams.id }).from(exams).limit(1)
      if (any) return null
    }
    const { topics, materialBySlug } = await seedTopicsAndMaterials(tx, content)
    const offerCount = await seedOffers(tx, content)
    const ordered = [...content.exams].sort((a, b) => a.slug.localeCompare(b.slug))
    let exerciseCount = 0
    for (const [index, exam] of ordered.entries()) {
      const material = exam.material ? materialBySlug.get(exam.material) : undefined
      if (exam.material && !material) throw new Error(`Exam ${exam.slug} names the unknown material ${exam.material}`)
      const createdAt = new Date(now.getTime() - seedExamAgeInDays(index) * DAY_MS)
      exerciseCount += await seedExam(tx, exam, material, createdAt)
    }
    return {
      topics,
      materials: materialBySlug.size,
      offers: offerCount,
      exams: ordered.length,
      exercises: exerciseCount,
      demoAccounts: await seedDemoAccounts(tx, demoAccounts, now),
    }
  })
}

/**
 * First start of an empty database: seeds everything. A started database answers the cheap check
 * without reading the content files, so restarts stay fast.
 */
export async function seedIfEmpty(db: Database, contentDir?: string): Promise<SeedSummary | null> {
  const [any] = await db.select({ id: exams.id }).from(exams).limit(1)
  if (any) return null
  const content = await loadSeedContent(contentDir)
  assertShippable(content)
  return seedDatabase(db, content, { onlyIfEmpty: true })
}
