import { z } from 'zod'
import { endpoint } from './endpoint'
import { pageNumberSchema, pageSchema, queryBooleanSchema, uuidSchema } from './common'
import {
  answerWithCorrectSchema,
  difficultySchema,
  examIdParamsSchema,
  examTargetSchema,
  examTypeSchema,
  shuffleSeedSchema,
} from './exams'
import { ANSWER_MAX_LENGTH, QUESTION_MAX_LENGTH, QUESTION_MIN_LENGTH, parseExamText } from './exam-text'
import { profileNameSchema } from './users'

// Users ------------------------------------------------------------------------------------------

export const findUserQuerySchema = z.object({
  email: z
    .string()
    .trim()
    .min(3, 'Must be min. 3 characters long')
    .max(320, 'Must not exceed 320 characters'),
})

export const userUpdateSchema = z
  .object({
    tokens: z
      .number()
      .int('Must be a whole number')
      .min(0, 'Must not be negative')
      .max(1_000_000, 'Must not exceed 1000000'),
    name: profileNameSchema,
    customer: z.boolean(),
  })
  .partial()
export type UserUpdate = z.input<typeof userUpdateSchema>

export const findUserByEmail = endpoint({
  method: 'GET',
  path: '/v1/users',
  summary: 'The id of the user with this e-mail (case-insensitive); 404 when there is none',
  access: 'admin',
  problems: [404],
  query: findUserQuerySchema,
  response: uuidSchema,
})

export const updateUser = endpoint({
  method: 'PATCH',
  path: '/v1/users/:userId',
  summary: "Changes a user's tokens, name or customer flag (only the fields given)",
  access: 'admin',
  problems: [404],
  params: z.object({ userId: uuidSchema }),
  body: userUpdateSchema,
  response: z.void(),
  successStatus: 204,
})

// Exams ------------------------------------------------------------------------------------------

/** 1 to 128 characters (docs/product-rules.md#validation). */
export const examTitleSchema = z
  .string()
  .trim()
  .min(1, 'Must be min. 1 characters long')
  .max(128, 'Must not exceed 128 characters')

const examFieldsSchema = z.object({
  title: examTitleSchema,
  examTarget: examTargetSchema,
  forCustomersOnly: z.boolean().default(false),
  /** A grammar exam belongs to a material; a general exam has none. */
  materialId: uuidSchema.nullable().default(null),
})

/** The 180-line exam text (docs/product-rules.md#exam-text); the field error names the first bad line. */
export const exercisesWithAnswersSchema = z.string().superRefine((text, context) => {
  const parsed = parseExamText(text)
  if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.message })
})

export const examCreateSchema = examFieldsSchema.extend({ exercisesWithAnswers: exercisesWithAnswersSchema })
export type ExamCreate = z.input<typeof examCreateSchema>

export const examUpdateSchema = examFieldsSchema
export type ExamUpdate = z.input<typeof examUpdateSchema>

export const createExam = endpoint({
  method: 'POST',
  path: '/v1/exams',
  summary:
    'Creates an exam and its 30 exercises from the 180-line text; exercises take target, type, topic and customer flag from the exam (difficulty MEDIUM)',
  access: 'admin',
  body: examCreateSchema,
  response: z.object({ id: uuidSchema }),
  successStatus: 201,
})

export const updateExam = endpoint({
  method: 'PUT',
  path: '/v1/exams/:examId',
  summary: "Changes an exam's title, target, customer flag and material; its exercises follow",
  access: 'admin',
  problems: [404],
  params: examIdParamsSchema,
  body: examUpdateSchema,
  response: z.void(),
  successStatus: 204,
})

// Exercises --------------------------------------------------------------------------------------

export const exerciseSearchQuerySchema = z.object({
  questionFragment: z
    .string()
    .trim()
    .min(3, 'Must be min. 3 characters long')
    .max(512, 'Must not exceed 512 characters'),
  pageNumber: pageNumberSchema,
})

export const exerciseSearchItemSchema = z.object({
  id: uuidSchema,
  question: z.string(),
  examTarget: examTargetSchema,
  examType: examTypeSchema,
  difficulty: difficultySchema,
})
export type ExerciseSearchItemDto = z.infer<typeof exerciseSearchItemSchema>

export const exerciseSearchPageSchema = pageSchema(exerciseSearchItemSchema)

// Item analysis (docs/product-rules.md#item-analysis) ------------------------------------------------

/** The thresholds of the item analysis, one place for the API, the pages and the docs. */
export const ITEM_ANALYSIS = {
  /** Below this many students' answers an exercise has no figures and no flags. */
  minimumAnswers: 20,
  /** The strong (and the weak) students: this share of an exercise's students, by rating. */
  groupShare: 0.27,
  /** Facility below this: almost nobody is right. */
  tooHardBelow: 0.2,
  /** Facility above this: almost everybody is right. */
  tooEasyAbove: 0.95,
} as const

/**
 * Why an exercise looks suspicious: strong students choose a wrong answer more often than the key
 * (`keyDoubtful`), almost nobody is right (`tooHard`), almost everybody is right (`tooEasy`).
 */
export const itemFlagSchema = z.enum(['keyDoubtful', 'tooHard', 'tooEasy'])
export type ItemFlag = z.infer<typeof itemFlagSchema>

/** The figures of an exercise with enough answers. */
export const itemFiguresSchema = z.object({
  /** The share of students who chose the key, 0 to 1. */
  facility: z.number(),
  /** The strong students' facility minus the weak students', -1 to 1. */
  discrimination: z.number(),
  flags: z.array(itemFlagSchema),
})

export const itemAnalysisSortSchema = z.enum(['question', 'discrimination', 'facility', 'answers'])
export type ItemAnalysisSort = z.infer<typeof itemAnalysisSortSchema>

export const itemAnalysisQuerySchema = z.object({
  /** Optional here: without it the whole bank is listed. */
  questionFragment: exerciseSearchQuerySchema.shape.questionFragment.optional(),
  /** Lowest discrimination or facility first, most answers first, questions A to Z, unless `direction` says. */
  sort: itemAnalysisSortSchema.default('question'),
  direction: z.enum(['asc', 'desc']).optional(),
  /** Only exercises with a flag. */
  flagged: queryBooleanSchema.default(false),
  pageNumber: pageNumberSchema,
})
export type ItemAnalysisQuery = z.input<typeof itemAnalysisQuerySchema>

export const itemAnalysisListItemSchema = exerciseSearchItemSchema.extend({
  /** How many students answered it (each student's first answer counts). */
  answersCount: z.number().int(),
  /** Null below the minimum count of answers. */
  figures: itemFiguresSchema.nullable(),
})
export type ItemAnalysisListItemDto = z.infer<typeof itemAnalysisListItemSchema>

export const itemAnalysisPageSchema = pageSchema(itemAnalysisListItemSchema)

/** How often one answer was chosen, in all and by the strong and the weak students, 0 to 1. */
export const answerShareSchema = z.object({
  answerId: uuidSchema,
  correct: z.boolean(),
  share: z.number(),
  strongShare: z.number(),
  weakShare: z.number(),
})

export const itemAnalysisSchema = z.object({
  exerciseId: uuidSchema,
  answersCount: z.number().int(),
  /** Null below the minimum count of answers. */
  figures: itemFiguresSchema
    .extend({
      /** How many students each of the strong and the weak groups holds. */
      groupSize: z.number().int(),
      strongFacility: z.number(),
      weakFacility: z.number(),
      /** Every answer of the exercise, in canonical order (a, b, c, d). */
      answers: z.array(answerShareSchema),
    })
    .nullable(),
})
export type ItemAnalysisDto = z.infer<typeof itemAnalysisSchema>

/** An exercise as the admin editor sees it: answers with their correct flag. */
export const exerciseWithCorrectSchema = z.object({
  id: uuidSchema,
  question: z.string(),
  /** Canonical order with stable=true, else the order `answersShuffleSeed` gives. */
  answers: z.array(answerWithCorrectSchema),
  answersShuffleSeed: shuffleSeedSchema,
  canAttemptExercise: z.boolean(),
  explanation: z.string(),
  examTarget: examTargetSchema,
  examType: examTypeSchema,
  difficulty: difficultySchema,
})
export type ExerciseWithCorrectDto = z.infer<typeof exerciseWithCorrectSchema>

export const exerciseIdParamsSchema = z.object({ exerciseId: uuidSchema })

export const exerciseUpdateSchema = z.object({
  question: z
    .string()
    .trim()
    .min(QUESTION_MIN_LENGTH, `must be longer than ${QUESTION_MIN_LENGTH} characters`)
    .max(QUESTION_MAX_LENGTH, `must not be longer than ${QUESTION_MAX_LENGTH} characters`),
  answers: z
    .array(
      z.object({
        id: uuidSchema,
        text: z
          .string()
          .trim()
          .min(1, 'must not be empty')
          .max(ANSWER_MAX_LENGTH, `must not be longer than ${ANSWER_MAX_LENGTH} characters`),
        correct: z.boolean(),
      }),
    )
    .min(1, 'must have answers')
    .max(10, 'must not have more than 10 answers')
    .refine(
      (answers) => answers.filter((answer) => answer.correct).length === 1,
      'exactly one answer must be correct',
    ),
})
export type ExerciseUpdate = z.input<typeof exerciseUpdateSchema>

export const searchExercises = endpoint({
  method: 'GET',
  path: '/v1/exercises',
  summary: 'A page of the exercises whose question contains the fragment (case-insensitive)',
  access: 'admin',
  query: exerciseSearchQuerySchema,
  response: exerciseSearchPageSchema,
})

export const listItemAnalysis = endpoint({
  method: 'GET',
  path: '/v1/exercises/item-analysis',
  summary:
    'A page of exercises with their item analysis (facility, discrimination, flags), optionally by a fragment of the question, sorted and only the flagged ones',
  access: 'admin',
  query: itemAnalysisQuerySchema,
  response: itemAnalysisPageSchema,
})

export const getItemAnalysis = endpoint({
  method: 'GET',
  path: '/v1/exercises/:exerciseId/item-analysis',
  summary: "An exercise's item analysis: facility, discrimination, flags and how often each answer is chosen",
  access: 'admin',
  problems: [404],
  params: exerciseIdParamsSchema,
  response: itemAnalysisSchema,
})

export const getExercise = endpoint({
  method: 'GET',
  path: '/v1/exercises/:exerciseId',
  summary: 'An exercise with its correct answer (admin editor); stable=true keeps the canonical answer order',
  access: 'admin',
  problems: [404],
  params: exerciseIdParamsSchema,
  query: z.object({ stable: queryBooleanSchema.default(false) }),
  response: exerciseWithCorrectSchema,
})

export const updateExercise = endpoint({
  method: 'PUT',
  path: '/v1/exercises/:exerciseId',
  summary: "Changes an exercise's question and answers (the exercise's own answers, exactly one correct)",
  access: 'admin',
  problems: [404],
  params: exerciseIdParamsSchema,
  body: exerciseUpdateSchema,
  response: z.void(),
  successStatus: 204,
})
