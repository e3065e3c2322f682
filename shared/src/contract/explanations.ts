import { z } from 'zod'
import { endpoint } from './endpoint'
import { uuidSchema } from './common'

/** Shown when the explanation provider fails (docs/product-rules.md#explanations). */
export const EXPLANATION_UNAVAILABLE_TEXT = 'Sorry, I am too busy at the moment. Please try again later!'

export const getChoiceExplanation = endpoint({
  method: 'GET',
  path: '/v1/choices/:choiceId/explanation',
  summary: "The AI tutor's explanation of an exam choice (plain text): its owner, their teacher or admins",
  access: 'user',
  problems: [403, 404],
  params: z.object({ choiceId: uuidSchema }),
  response: z.string(),
  responseContentType: 'text/plain',
})

export const getInteractiveAttemptExplanation = endpoint({
  method: 'GET',
  path: '/v1/interactive-attempts/:interactiveAttemptId/explanation',
  summary:
    "The AI tutor's explanation of an interactive answer (plain text): its owner, their teacher or admins",
  access: 'user',
  problems: [403, 404],
  params: z.object({ interactiveAttemptId: uuidSchema }),
  response: z.string(),
  responseContentType: 'text/plain',
})
