import { z } from 'zod'
import { endpoint } from './endpoint'
import { queryBooleanSchema, uuidSchema } from './common'
import {
  answerSchema,
  difficultySchema,
  examTargetSchema,
  examTypeSchema,
  passageSchema,
  shuffleSeedSchema,
} from './exams'

/** An exercise to answer (interactive mode, exercise of the day): the correct flag is not part of it. */
export const exerciseSchema = z.object({
  id: uuidSchema,
  question: z.string(),
  /** The reading text the question is about, shown above it. */
  passage: passageSchema.nullable(),
  /** In the order `answersShuffleSeed` gives; send the seed back with the answer. */
  answers: z.array(answerSchema),
  answersShuffleSeed: shuffleSeedSchema,
  /** Whether the caller may answer it now (tokens or interactive answers left, customer-only rule). */
  canAttemptExercise: z.boolean(),
})
export type ExerciseDto = z.infer<typeof exerciseSchema>

export const exerciseOfTheDaySchema = z.object({
  exercise: exerciseSchema,
  /** Today's (Europe/Bucharest) correct interactive answers to it. */
  successfulCount: z.number().int(),
  failedCount: z.number().int(),
})
export type ExerciseOfTheDayDto = z.infer<typeof exerciseOfTheDaySchema>

/** A repeated query parameter (`?materialTopicIds=a&materialTopicIds=b`): one value arrives as a string. */
const repeatedUuidsSchema = z
  .union([uuidSchema, z.array(uuidSchema).max(50)])
  .transform((value) => (Array.isArray(value) ? value : [value]))

/**
 * The pick's filters are the exam generation spec's (docs/product-rules.md#random-exercise), all optional,
 * besides today's single topic and mistakes mode.
 */
export const randomExerciseQuerySchema = z.object({
  examTarget: examTargetSchema.optional(),
  examType: examTypeSchema.optional(),
  difficulty: difficultySchema.optional(),
  materialTopicId: uuidSchema.optional(),
  /** Any of these topics, the parameter repeated without indexes (customers). */
  materialTopicIds: repeatedUuidsSchema.optional(),
  /** Only exercises the user never answered (customers). */
  onlyNotAttemptedByUser: queryBooleanSchema.default(false),
  /** Only exercises the user answered wrongly the last time (customers). */
  onlyMistakes: queryBooleanSchema.default(false),
  /**
   * Serve the review due earliest first (docs/product-rules.md#review-of-mistakes), the other filters
   * applying; a normal pick when none is due.
   */
  dueForReview: queryBooleanSchema.default(false),
})
export type RandomExerciseQuery = z.input<typeof randomExerciseQuerySchema>

export const getExercisesCount = endpoint({
  method: 'GET',
  path: '/v1/exercises/count',
  summary: 'Number of exercises in the bank',
  access: 'public',
  response: z.number().int(),
})

export const getExerciseOfTheDay = endpoint({
  method: 'GET',
  path: '/v1/exercises/exercise-of-the-day',
  summary: "Today's exercise (Europe/Bucharest), the same for everyone, with today's answer counts",
  access: 'public',
  problems: [404],
  response: exerciseOfTheDaySchema,
})

/** A random pick; `review` is there when the caller asked for due reviews first: whether this is one. */
export const randomExerciseSchema = exerciseSchema.extend({ review: z.boolean().optional() })
export type RandomExerciseDto = z.infer<typeof randomExerciseSchema>

export const getRandomExercise = endpoint({
  method: 'GET',
  path: '/v1/exercises/random',
  summary:
    "A random exercise matching the filter at the user's level (70-85% expected success, wider when none), avoiding those the user answered most recently (or the review due earliest, with dueForReview=true); 404 when none match",
  access: 'user',
  problems: [404],
  query: randomExerciseQuerySchema,
  response: randomExerciseSchema,
})
