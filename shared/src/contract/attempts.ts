import { z } from 'zod'
import { endpoint } from './endpoint'
import { isoDateTimeSchema, pageNumberSchema, pageSchema, queryBooleanSchema, uuidSchema } from './common'
import { difficultySchema, examExerciseWithCorrectSchema, shuffleSeedSchema } from './exams'

/** An exercise seen again after answering it (review, interactive result): answers in the order shown. */
export const answeredExerciseSchema = examExerciseWithCorrectSchema
export type AnsweredExercise = z.infer<typeof answeredExerciseSchema>

/** The answer a user chose. */
export const chosenAnswerSchema = z.object({ id: uuidSchema, correct: z.boolean() })

/** The longest duration an attempt records: the browser sends at most this, the server clamps to it. */
export const MAX_ATTEMPT_DURATION_SECONDS = 7200

export const attemptSubmissionSchema = z.object({
  /** Client-made idempotency key: repeating a submission with it returns the first attempt. */
  sessionId: uuidSchema,
  examId: uuidSchema,
  exercisesShuffleSeed: shuffleSeedSchema,
  /** The server clamps it to 0..MAX_ATTEMPT_DURATION_SECONDS. */
  durationInSeconds: z.number(),
  choices: z
    .array(z.object({ answerId: uuidSchema, answersShuffleSeed: shuffleSeedSchema }))
    .min(1, 'Every exercise must be answered')
    .max(200),
})
export type AttemptSubmission = z.infer<typeof attemptSubmissionSchema>

export const attemptIdSchema = z.object({ id: uuidSchema })

export const attemptSummarySchema = z.object({
  id: uuidSchema,
  examId: uuidSchema,
  examTitle: z.string(),
  examDifficulty: difficultySchema,
  grade: z.number(),
  correctChoicesCount: z.number().int(),
  incorrectChoicesCount: z.number().int(),
  durationInSeconds: z.number().int(),
  finishedOn: isoDateTimeSchema,
  reviewedOn: isoDateTimeSchema.nullable(),
  flaggedForReview: z.boolean(),
})
export type AttemptSummary = z.infer<typeof attemptSummarySchema>

export const choiceSchema = z.object({
  id: uuidSchema,
  exercise: answeredExerciseSchema,
  answer: chosenAnswerSchema,
  flaggedForReview: z.boolean(),
})
export type Choice = z.infer<typeof choiceSchema>

export const attemptSchema = attemptSummarySchema.extend({
  userId: uuidSchema,
  exercisesShuffleSeed: z.number().int(),
  choices: z.array(choiceSchema),
})
export type Attempt = z.infer<typeof attemptSchema>

/** The review state of an attempt: not flagged, flagged (reviewedOn null), or review completed. */
export const attemptReviewSchema = z.object({
  id: uuidSchema,
  flaggedForReview: z.boolean(),
  reviewedOn: isoDateTimeSchema.nullable(),
})
export type AttemptReview = z.infer<typeof attemptReviewSchema>

export const attemptParamsSchema = z.object({ attemptId: uuidSchema })

export const createAttempt = endpoint({
  method: 'POST',
  path: '/v1/attempts',
  summary:
    'Submits the answers to an exam for 1 token (402 without); a repeated sessionId returns the first attempt',
  access: 'user',
  problems: [402, 403, 404, 409],
  body: attemptSubmissionSchema,
  response: attemptIdSchema,
  successStatus: 201,
})

export const getAttempts = endpoint({
  method: 'GET',
  path: '/v1/attempts',
  summary:
    "A user's attempts, newest first (own, the user's teacher, or an administrator); userId defaults to the caller",
  access: 'user',
  problems: [403, 404],
  query: z.object({ userId: uuidSchema.optional(), pageNumber: pageNumberSchema }),
  response: pageSchema(attemptSummarySchema),
})

export const getAttempt = endpoint({
  method: 'GET',
  path: '/v1/attempts/:attemptId',
  summary: 'An attempt with its choices in the order seen, or in the exam order with stable=true',
  access: 'user',
  problems: [403, 404],
  params: attemptParamsSchema,
  query: z.object({ stable: queryBooleanSchema.optional() }),
  response: attemptSchema,
})

export const flagAttemptForReview = endpoint({
  method: 'PUT',
  path: '/v1/attempts/:attemptId/review',
  summary: 'Flags the attempt for review (or reopens a completed review); owner only',
  access: 'user',
  problems: [403, 404],
  params: attemptParamsSchema,
  response: attemptReviewSchema,
})

export const completeAttemptReview = endpoint({
  method: 'POST',
  path: '/v1/attempts/:attemptId/review',
  summary: 'Marks the review of the attempt completed now; owner only',
  access: 'user',
  problems: [403, 404],
  params: attemptParamsSchema,
  response: attemptReviewSchema,
})

export const unflagAttemptForReview = endpoint({
  method: 'DELETE',
  path: '/v1/attempts/:attemptId/review',
  summary: 'Removes the review flag of the attempt and of all its choices; owner only',
  access: 'user',
  problems: [403, 404],
  params: attemptParamsSchema,
  response: attemptReviewSchema,
})
