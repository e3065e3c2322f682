import { z } from 'zod'
import { endpoint } from './endpoint'
import { pageNumberSchema, pageSchema, queryBooleanSchema, uuidSchema } from './common'

export const examTargetSchema = z.enum(['ACADEMY', 'CAMPINA'])
export type ExamTarget = z.infer<typeof examTargetSchema>

export const examTypeSchema = z.enum(['GENERAL', 'GRAMMAR'])
export type ExamType = z.infer<typeof examTypeSchema>

export const difficultySchema = z.enum(['EASY', 'MEDIUM', 'HARD'])
export type Difficulty = z.infer<typeof difficultySchema>

/** Shuffle seeds are positive 31-bit integers (see seededShuffle). */
export const shuffleSeedSchema = z.number().int().min(1).max(0x7fffffff)

/** An answer as shown before it is answered: the correct flag is not part of this schema at all. */
export const answerSchema = z.object({
  id: uuidSchema,
  text: z.string(),
})
export type AnswerDto = z.infer<typeof answerSchema>

/** An answer with its correct flag, for administrators editing content. */
export const answerWithCorrectSchema = answerSchema.extend({ correct: z.boolean() })
export type AnswerWithCorrectDto = z.infer<typeof answerWithCorrectSchema>

/** How long a mock paper should take: shown as guidance beside the count-up timer, never enforced. */
export const MOCK_PAPER_GUIDE_MINUTES = 45

/** The title of every exam generated from a student's choices (the spec's text). */
export const GENERATED_EXAM_TITLE = 'Generated Exam'

/** A reading text several exercises ask about: paragraphs separated by a blank line. */
export const passageSchema = z.object({
  id: uuidSchema,
  title: z.string(),
  text: z.string(),
})
export type PassageDto = z.infer<typeof passageSchema>

/** An exercise inside an exam: answers in the order `answersShuffleSeed` gives, without the correct one. */
export const examExerciseSchema = z.object({
  id: uuidSchema,
  question: z.string(),
  /** The reading text the question is about; questions on one text come one after another. */
  passage: passageSchema.nullable(),
  answersShuffleSeed: shuffleSeedSchema,
  answers: z.array(answerSchema),
})
export type ExamExerciseDto = z.infer<typeof examExerciseSchema>

export const examExerciseWithCorrectSchema = examExerciseSchema.extend({
  answers: z.array(answerWithCorrectSchema),
})
export type ExamExerciseWithCorrectDto = z.infer<typeof examExerciseWithCorrectSchema>

const examFields = {
  id: uuidSchema,
  title: z.string(),
  /** A full paper in the school's admission format (docs/product-rules.md#mock-papers). */
  mockPaper: z.boolean(),
  examTarget: examTargetSchema,
  examType: examTypeSchema,
  difficulty: difficultySchema,
  forCustomersOnly: z.boolean(),
  materialId: uuidSchema.nullable(),
  /** True for an exam the caller generated (private, never listed). */
  generated: z.boolean(),
  /** Exercises come in the order this seed gives (or the canonical order with stable=true). */
  exercisesShuffleSeed: shuffleSeedSchema,
  canAttemptExam: z.boolean(),
}

/** An exam to attempt or preview: nothing in it tells which answer is correct. */
export const examSchema = z.object({
  ...examFields,
  withCorrectAnswers: z.literal(false),
  exercises: z.array(examExerciseSchema),
})
export type ExamDto = z.infer<typeof examSchema>

/** What an administrator gets with stable=true (the exam editor): canonical order and the correct answers. */
export const examWithCorrectAnswersSchema = z.object({
  ...examFields,
  withCorrectAnswers: z.literal(true),
  exercises: z.array(examExerciseWithCorrectSchema),
})
export type ExamWithCorrectAnswersDto = z.infer<typeof examWithCorrectAnswersSchema>

export const examListItemSchema = z.object({
  id: uuidSchema,
  title: z.string(),
  /** Mock papers come first in the list. */
  mockPaper: z.boolean(),
  difficulty: difficultySchema,
  /** Created in the last 30 days and not attempted by the user. */
  new: z.boolean(),
  /** The grade of the user's most recent attempt, null when never attempted. */
  latestGrade: z.number().nullable(),
  canAttemptExam: z.boolean(),
})
export type ExamListItemDto = z.infer<typeof examListItemSchema>

export const examPageSchema = pageSchema(examListItemSchema)
export type ExamPageDto = z.infer<typeof examPageSchema>

export const examIdParamsSchema = z.object({ examId: uuidSchema })

export const examsQuerySchema = z.object({
  /** Whose grades and flags to show: the caller by default; their teacher and admins may pass another id. */
  userId: uuidSchema.optional(),
  pageNumber: pageNumberSchema,
  materialId: uuidSchema.optional(),
  examTarget: examTargetSchema.optional(),
  examType: examTypeSchema.optional(),
  difficulty: difficultySchema.optional(),
  onlyNotAttemptedByUser: queryBooleanSchema.default(false),
  materialTopicId: uuidSchema.optional(),
})
export type ExamsQuery = z.input<typeof examsQuerySchema>

export const examQuerySchema = z.object({
  /** Canonical order of exercises and answers (the admin editor, the stable review toggle). */
  stable: queryBooleanSchema.default(false),
})

/**
 * Exam generation spec (docs/product-rules.md#generated-exams): materialTopicIds only matter for GRAMMAR;
 * a mock paper follows the school's paper format, so it ignores type, difficulty, topics and the level.
 */
export const examGenerationSchema = z.object({
  examTarget: examTargetSchema,
  examType: examTypeSchema,
  difficulty: difficultySchema,
  materialTopicIds: z.array(uuidSchema).max(50).default([]),
  onlyNotAttemptedByUser: z.boolean().default(false),
  mockPaper: z.boolean().default(false),
  /** Exercises the student's rating says they answer right 70–85% of the time (the interactive pick's). */
  atMyLevel: z.boolean().default(false),
})
export type ExamGeneration = z.input<typeof examGenerationSchema>

export const getExamsCount = endpoint({
  method: 'GET',
  path: '/v1/exams/count',
  summary: 'Number of exams in the catalogue (generated exams are not counted)',
  access: 'public',
  response: z.number().int(),
})

export const getExams = endpoint({
  method: 'GET',
  path: '/v1/exams',
  summary:
    "A page of the catalogue with the user's latest grades; teachers and admins may pass a pupil's userId",
  access: 'user',
  problems: [403, 404],
  query: examsQuerySchema,
  response: examPageSchema,
})

export const getExam = endpoint({
  method: 'GET',
  path: '/v1/exams/:examId',
  summary:
    'An exam to attempt, shuffled by fresh seeds; stable=true gives the canonical order (with the correct answers for admins)',
  access: 'user',
  problems: [404],
  params: examIdParamsSchema,
  query: examQuerySchema,
  response: z.discriminatedUnion('withCorrectAnswers', [examSchema, examWithCorrectAnswersSchema]),
})

export const generateExam = endpoint({
  method: 'POST',
  path: '/v1/exams/generate',
  summary: 'Builds a private 30-exercise exam from the bank matching the spec (customers with tokens)',
  access: 'user',
  problems: [402, 403, 404],
  body: examGenerationSchema,
  response: examSchema,
  successStatus: 201,
})
