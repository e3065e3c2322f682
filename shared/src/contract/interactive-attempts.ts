import { z } from 'zod'
import { endpoint } from './endpoint'
import { isoDateTimeSchema, uuidSchema } from './common'
import { answeredExerciseSchema, chosenAnswerSchema } from './attempts'
import { shuffleSeedSchema } from './exams'

/** One token buys this many interactive answers; the answer that opens a token leaves 49 (docs/product-rules.md#what-a-token-buys). */
export const ANSWERS_PER_TOKEN = 50

/** Interactive history holds at most this many attempts (docs/product-rules.md#interactive-history). */
export const INTERACTIVE_HISTORY_SIZE = 30

/** One answered exercise of the interactive mode, with the right answer revealed. */
export const interactiveAttemptSchema = z.object({
  id: uuidSchema,
  exercise: answeredExerciseSchema,
  answer: chosenAnswerSchema,
  /**
   * The answer was to a review due at the time (docs/product-rules.md#review-of-mistakes). Defaults to false on
   * input, so a reply or fixture made before the field existed still reads.
   */
  review: z.boolean().default(false),
  createdAt: isoDateTimeSchema,
})
export type InteractiveAttempt = z.infer<typeof interactiveAttemptSchema>

export const interactiveAttemptSubmissionSchema = z.object({
  answerId: uuidSchema,
  answersShuffleSeed: shuffleSeedSchema,
  /** Client-made idempotency key: repeating a submission with it returns the first result. */
  sessionId: uuidSchema,
})
export type InteractiveAttemptSubmission = z.infer<typeof interactiveAttemptSubmissionSchema>

export const getInteractiveAttempts = endpoint({
  method: 'GET',
  path: '/v1/interactive-attempts',
  summary: "The caller's last 30 interactive attempts, newest first",
  access: 'user',
  response: z.array(interactiveAttemptSchema),
})

export const createInteractiveAttempt = endpoint({
  method: 'POST',
  path: '/v1/interactive-attempts',
  summary:
    'Answers one exercise (1 token buys 50 answers; 402 without); a repeated sessionId returns the first result',
  access: 'user',
  problems: [402, 403, 404, 409],
  body: interactiveAttemptSubmissionSchema,
  response: interactiveAttemptSchema,
  successStatus: 201,
})
