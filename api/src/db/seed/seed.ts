import { createHash, randomUUID } from 'node:crypto'
import { and, eq, gte, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../client'
import {
  answers,
  examExercises,
  exams,
  exercises,
  materials,
  materialTopics,
  offers,
  passages,
  seedReleases,
} from '../schema/index'
import { loadSeedContent, type SeedContent, type SeedExam, type SeedMaterial } from './seed-content'
import { checkSeedContent } from './content-check'
import { demoAccounts, type DemoAccount } from './demo-accounts'
import { openDemoAccounts } from '../../services/token-ledger'

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

/** Writes the given lessons (and their topics), then maps every seeded lesson's slug to its row. */
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
          set: {
            title: sql`excluded.title`,
            topicId: sql`excluded.topic_id`,
            content: sql`excluded.content`,
          },
        })
        .returning({ id: materials.id, slug: materials.slug, topicId: materials.topicId })
    : []
  const allSeeded = await tx
    .select({ id: materials.id, slug: materials.slug, topicId: materials.topicId })
    .from(materials)
    .where(sql`${materials.slug} is not null`)
  return {
    topics: topicRows.length,
    materials: materialRows.length,
    materialBySlug: new Map(
      allSeeded.map((row) => [row.slug as string, { id: row.id, topicId: row.topicId }]),
    ),
  }
}

/** The exam's reading texts, created or updated by key; returns each key's row id. */
async function seedPassages(tx: Transaction, exam: SeedExam): Promise<Map<string, string>> {
  if (!exam.passages.length) return new Map()
  const rows = await tx
    .insert(passages)
    .values(exam.passages.map((passage) => ({ slug: passage.key, title: passage.title, text: passage.text })))
    .onConflictDoUpdate({
      target: passages.slug,
      set: { title: sql`excluded.title`, text: sql`excluded.text` },
    })
    .returning({ id: passages.id, slug: passages.slug })
  return new Map(rows.map((row) => [row.slug, row.id]))
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
      mockPaper: exam.mockPaper,
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
        mockPaper: sql`excluded.mock_paper`,
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
      passageId: exercises.passageId,
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
  const passageIdByKey = await seedPassages(tx, exam)
  const rows = exam.exercises.map((exercise, position) => ({
    id: existingAt.get(position)?.exerciseId ?? randomUUID(),
    isNew: !existingAt.has(position),
    position,
    exercise,
    passageId: exercise.passage ? (passageIdByKey.get(exercise.passage) ?? null) : null,
  }))

  const created = rows.filter((row) => row.isNew)
  if (created.length) {
    await tx.insert(exercises).values(
      created.map(({ id, exercise, passageId }) => ({
        id,
        question: exercise.question,
        explanation: exercise.explanation,
        passageId,
        ...shared,
      })),
    )
    await tx
      .insert(examExercises)
      .values(created.map(({ id, position }) => ({ examId, exerciseId: id, position })))
  }
  for (const { id, exercise, position, passageId } of rows.filter((row) => !row.isNew)) {
    const stored = existingAt.get(position)
    const unchanged =
      stored?.question === exercise.question &&
      stored.explanation === exercise.explanation &&
      stored.passageId === passageId &&
      (Object.keys(shared) as (keyof typeof shared)[]).every((key) => stored[key] === shared[key])
    // Re-seeding unchanged content writes nothing, which keeps the command quick.
    if (unchanged) continue
    await tx
      .update(exercises)
      .set({ question: exercise.question, explanation: exercise.explanation, passageId, ...shared })
      .where(eq(exercises.id, id))
  }
  await tx
    .delete(examExercises)
    .where(and(eq(examExercises.examId, examId), gte(examExercises.position, exam.exercises.length)))

  await tx
    .insert(answers)
    .values(
      rows.flatMap(({ id, exercise }) =>
        exercise.answers.map((text, position) => ({
          exerciseId: id,
          position,
          text,
          correct: position === exercise.correct,
        })),
      ),
    )
    .onConflictDoUpdate({
      target: [answers.exerciseId, answers.position],
      set: { text: sql`excluded.text`, correct: sql`excluded.correct` },
    })
  return rows.length
}

/**
 * Inserts the demo accounts that do not exist yet; existing users are never changed. Their balances go through
 * the token ledger, the one module that writes a balance (`api/test/ledger-ownership.test.ts`), so the seed
 * reaches into the services here and nowhere else.
 */
export async function seedDemoAccounts(
  tx: Transaction,
  accounts: DemoAccount[] = demoAccounts,
  now = new Date(),
) {
  const opened = await openDemoAccounts(
    tx,
    accounts.map((account) => ({
      id: account.id,
      email: account.email.toLowerCase(),
      name: account.name,
      openingTokens: account.tokens,
      customer: account.customer,
      teacherId: account.teacherId,
      // Their teacher designation counts as the first one: no 5-token gift on a later re-designation.
      teacherBonusGivenAt: account.teacherId ? now : null,
    })),
  )
  return opened.length
}

/** Refuses content that breaks an editorial rule (the same check npm test runs). */
export function assertShippable(content: SeedContent): void {
  const problems = checkSeedContent(content)
  if (problems.length)
    throw new Error(`The seed content has ${problems.length} problems:\n${problems.join('\n')}`)
}

/** The version of one shipped file: any change to its text or fields changes it. */
function fingerprintOf(value: SeedExam | SeedMaterial): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url')
}

type ReleaseKind = (typeof seedReleases.$inferSelect)['kind']

async function recordReleases(
  tx: Transaction,
  kind: ReleaseKind,
  files: (SeedExam | SeedMaterial)[],
  now: Date,
) {
  if (!files.length) return
  await tx
    .insert(seedReleases)
    .values(
      files.map((file) => ({ kind, slug: file.slug, fingerprint: fingerprintOf(file), appliedAt: now })),
    )
    .onConflictDoUpdate({
      target: [seedReleases.kind, seedReleases.slug],
      set: { fingerprint: sql`excluded.fingerprint`, appliedAt: sql`excluded.applied_at` },
    })
}

/** The shipped exams and lessons whose file differs from the version the database last received. */
async function changedSince(tx: Transaction | Database, content: SeedContent): Promise<SeedContent> {
  const applied = await tx.select().from(seedReleases)
  const appliedFingerprint = new Map(applied.map((row) => [`${row.kind}:${row.slug}`, row.fingerprint]))
  const changed = (kind: ReleaseKind) => (file: SeedExam | SeedMaterial) =>
    appliedFingerprint.get(`${kind}:${file.slug}`) !== fingerprintOf(file)
  return {
    exams: content.exams.filter(changed('exam')),
    materials: content.materials.filter(changed('material')),
    offers: [],
  }
}

/** Writes lessons, then exams (by slug, in place), and records the version of each file written. */
async function writeContent(
  tx: Transaction,
  content: SeedContent,
  createdAtOf: (slug: string) => Date,
  now: Date,
) {
  const { topics, materials: materialCount, materialBySlug } = await seedTopicsAndMaterials(tx, content)
  let exerciseCount = 0
  for (const exam of content.exams) {
    const material = exam.material ? materialBySlug.get(exam.material) : undefined
    if (exam.material && !material)
      throw new Error(`Exam ${exam.slug} names the unknown material ${exam.material}`)
    exerciseCount += await seedExam(tx, exam, material, createdAtOf(exam.slug))
  }
  await recordReleases(tx, 'material', content.materials, now)
  await recordReleases(tx, 'exam', content.exams, now)
  return { topics, materials: materialCount, exams: content.exams.length, exercises: exerciseCount }
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
    const ordered = [...content.exams].sort((a, b) => a.slug.localeCompare(b.slug))
    const ageIndex = new Map(ordered.map((exam, index) => [exam.slug, index]))
    const written = await writeContent(
      tx,
      { ...content, exams: ordered },
      (slug) => new Date(now.getTime() - seedExamAgeInDays(ageIndex.get(slug) ?? 0) * DAY_MS),
      now,
    )
    return {
      ...written,
      offers: await seedOffers(tx, content),
      demoAccounts: await seedDemoAccounts(tx, demoAccounts, now),
    }
  })
}

export interface ReleaseSummary {
  materials: number
  exams: number
  exercises: number
}

/**
 * A content release on a database in use: only the exams and lessons whose shipped file changed since the
 * database last received it are written, in place by slug, so every attempt, grade and answer keeps
 * pointing at the same rows. New exams appear as new; offers and users are left to the administrators.
 */
export async function releaseContent(
  db: Database,
  content: SeedContent,
  now = new Date(),
): Promise<ReleaseSummary | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    const changed = await changedSince(tx, content)
    if (!changed.exams.length && !changed.materials.length) return null
    const {
      materials: materialCount,
      exams: examCount,
      exercises: exerciseCount,
    } = await writeContent(
      tx,
      { ...changed, exams: [...changed.exams].sort((a, b) => a.slug.localeCompare(b.slug)) },
      () => now,
      now,
    )
    return { materials: materialCount, exams: examCount, exercises: exerciseCount }
  })
}

/**
 * Server start: seeds an empty database, or releases the content files that changed since the database
 * last received them. An unchanged restart reads the files and one small table, and writes nothing.
 */
export async function applySeedContent(
  db: Database,
  contentDir?: string,
): Promise<{ seeded: SeedSummary } | { released: ReleaseSummary } | null> {
  const content = await loadSeedContent(contentDir)
  const [any] = await db.select({ id: exams.id }).from(exams).limit(1)
  if (!any) {
    assertShippable(content)
    const seeded = await seedDatabase(db, content, { onlyIfEmpty: true })
    return seeded ? { seeded } : null
  }
  const pending = await changedSince(db, content)
  if (!pending.exams.length && !pending.materials.length) return null
  assertShippable(content)
  const released = await releaseContent(db, content)
  return released ? { released } : null
}
