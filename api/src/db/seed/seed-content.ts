import fs from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { seedContentFolder } from '../../paths'

/** The content shipped with the product (format: content/README.md). */
export const SEED_CONTENT_DIR = seedContentFolder

const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a kebab-case slug')

export const cefrLevelSchema = z.enum(['A2', 'B1', 'B2', 'C1'])

export const seedExerciseSchema = z.object({
  question: z.string(),
  answers: z.array(z.string()),
  correct: z.number().int(),
  explanation: z.string(),
  /** The CEFR level of the item; it decides the exam's difficulty label (content/README.md). */
  level: cefrLevelSchema.optional(),
  /** The key of the exam's reading text this question is about. */
  passage: slugSchema.optional(),
})
export type SeedExercise = z.infer<typeof seedExerciseSchema>

/** A reading text several exercises of an exam ask about. */
export const seedPassageSchema = z.object({
  key: slugSchema,
  title: z.string(),
  topic: z.string().optional(),
  level: cefrLevelSchema.optional(),
  text: z.string(),
})

export const seedExamSchema = z.object({
  slug: slugSchema,
  title: z.string(),
  /** A full paper in the school's admission format (listed first on /exams). */
  mockPaper: z.boolean().default(false),
  examTarget: z.enum(['ACADEMY', 'CAMPINA']),
  examType: z.enum(['GENERAL', 'GRAMMAR']),
  difficulty: z.enum(['EASY', 'MEDIUM', 'HARD']),
  forCustomersOnly: z.boolean(),
  material: slugSchema.nullable(),
  passages: z.array(seedPassageSchema).default([]),
  exercises: z.array(seedExerciseSchema),
})
export type SeedExam = z.infer<typeof seedExamSchema>

export const seedMaterialEntrySchema = z.object({ slug: slugSchema, title: z.string(), topic: z.string() })

export interface SeedMaterial extends z.infer<typeof seedMaterialEntrySchema> {
  /** The lesson's HTML fragment. */
  content: string
}

export const seedOfferSchema = z.object({
  slug: slugSchema,
  name: z.string().min(1),
  itemType: z.enum(['TOKEN', 'LESSON']),
  quantity: z.number().int().positive(),
  priceTotal: z.number().positive(),
  istoricescuDucats: z.number().int().positive().nullable(),
})
export type SeedOffer = z.infer<typeof seedOfferSchema>

export interface SeedContent {
  exams: SeedExam[]
  materials: SeedMaterial[]
  offers: SeedOffer[]
}

async function readJson<S extends z.ZodType>(file: string, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(JSON.parse(await fs.readFile(file, 'utf8')))
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')
    throw new Error(`${path.basename(file)} is not valid seed content: ${issues}`)
  }
  return parsed.data
}

/** Reads the content folder; the shape is checked here, the editorial rules by checkSeedContent. */
export async function loadSeedContent(dir: string = SEED_CONTENT_DIR): Promise<SeedContent> {
  const examFiles = (await fs.readdir(path.join(dir, 'exams')))
    .filter((name) => name.endsWith('.json'))
    .sort()
  const exams = await Promise.all(
    examFiles.map(async (name) => {
      const exam = await readJson(path.join(dir, 'exams', name), seedExamSchema)
      if (`${exam.slug}.json` !== name)
        throw new Error(`${name} holds the exam ${exam.slug}; name the file after its slug`)
      return exam
    }),
  )
  const entries = await readJson(path.join(dir, 'materials', 'index.json'), z.array(seedMaterialEntrySchema))
  const materials = await Promise.all(
    entries.map(async (entry) => ({
      ...entry,
      content: await fs.readFile(path.join(dir, 'materials', `${entry.slug}.html`), 'utf8'),
    })),
  )
  const offers = await readJson(path.join(dir, 'offers.json'), z.array(seedOfferSchema))
  return { exams, materials, offers }
}
