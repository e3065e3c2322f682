import { z } from 'zod'

/** RFC 9457 problem details, with the field errors of a validation failure. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
})
export type FieldError = z.infer<typeof fieldErrorSchema>

export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
})
export type Problem = z.infer<typeof problemSchema>
