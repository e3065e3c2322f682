import { z } from 'zod'
import { uuidSchema } from './common'
import { examTargetSchema, examTypeSchema } from './exams'

/**
 * How well a student knows one area, from the share right among their latest answers in it
 * (docs/product-rules.md#mastery).
 */
export const masteryLevelSchema = z.enum(['NOT_STARTED', 'WEAK', 'LEARNING', 'STRONG', 'MASTERED'])
export type MasteryLevel = z.infer<typeof masteryLevelSchema>

/**
 * What mastery is counted over: a grammar topic (`examType` GRAMMAR, its `materialTopicId`), or the general
 * exercises of one school (`examType` GENERAL, its `examTarget`). The same fields filter the random pick, so a
 * "Practise this" link opens practice on exactly the exercises the area counts.
 */
export const masteryAreaSchema = z.object({
  /** Stable across calls: `topic:<materialTopicId>` or `general:<examTarget>`. */
  key: z.string(),
  examType: examTypeSchema,
  materialTopicId: uuidSchema.nullable(),
  examTarget: examTargetSchema.nullable(),
  /** The topic's name, or 'General · Academy' / 'General · Campina'. */
  name: z.string(),
})
export type MasteryArea = z.infer<typeof masteryAreaSchema>

/** One student's figures in one area. */
export const masteryStatsSchema = z.object({
  /** Every answer given in the area, in exams and in practice (the same exercise again counts again). */
  answered: z.number().int().min(0),
  /** How many of the latest answers the recent share is taken over: `answered`, at most the window. */
  recentAnswered: z.number().int().min(0),
  /** How many of those were right. */
  recentCorrect: z.number().int().min(0),
  level: masteryLevelSchema,
})
export type MasteryStats = z.infer<typeof masteryStatsSchema>

export const masteryRowSchema = masteryAreaSchema.extend(masteryStatsSchema.shape)
export type MasteryRow = z.infer<typeof masteryRowSchema>

/** A user's mastery: every area, grammar topics by name, then the general exercises of each school. */
export const userMasterySchema = z.object({
  /** How many latest answers of an area make its recent share (20). */
  window: z.number().int().min(1),
  areas: z.array(masteryRowSchema),
})
export type UserMasteryDto = z.infer<typeof userMasterySchema>

/** A teacher's class at once: pupils × areas, each pupil's `cells` in the order of `areas`. */
export const classMasterySchema = z.object({
  window: z.number().int().min(1),
  areas: z.array(masteryAreaSchema),
  pupils: z.array(
    z.object({
      id: uuidSchema,
      name: z.string(),
      cells: z.array(masteryStatsSchema),
    }),
  ),
})
export type ClassMasteryDto = z.infer<typeof classMasterySchema>
