import { z } from 'zod'
import { endpoint } from './endpoint'
import { uuidSchema } from './common'
import { attemptReviewSchema } from './attempts'

/** A choice's flag, with the review state of its attempt (flagging a choice flags the attempt too). */
export const choiceReviewSchema = z.object({
  id: uuidSchema,
  flaggedForReview: z.boolean(),
  attempt: attemptReviewSchema,
})
export type ChoiceReview = z.infer<typeof choiceReviewSchema>

export const choiceParamsSchema = z.object({ choiceId: uuidSchema })

export const flagChoiceForReview = endpoint({
  method: 'PUT',
  path: '/v1/choices/:choiceId/review',
  summary:
    "Flags a choice for review; its attempt becomes flagged with the review reopened; the attempt's owner only",
  access: 'user',
  problems: [403, 404],
  params: choiceParamsSchema,
  response: choiceReviewSchema,
})

export const unflagChoiceForReview = endpoint({
  method: 'DELETE',
  path: '/v1/choices/:choiceId/review',
  summary: "Removes a choice's review flag (the attempt keeps its own); the attempt's owner only",
  access: 'user',
  problems: [403, 404],
  params: choiceParamsSchema,
  response: choiceReviewSchema,
})
