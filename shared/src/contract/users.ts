import { z } from 'zod'
import { endpoint } from './endpoint'
import { uuidSchema } from './common'

/** The signed-in user (spec §3); also what an admin sees of any user. */
export const currentUserSchema = z.object({
  id: uuidSchema,
  email: z.string(),
  name: z.string(),
  tokens: z.number().int(),
  teacherId: uuidSchema.nullable(),
  rating: z.number().int(),
  isCustomer: z.boolean(),
  interactiveAttemptsLeftInToken: z.number().int(),
})
export type CurrentUserDto = z.infer<typeof currentUserSchema>

export const userIdParamsSchema = z.object({ userId: uuidSchema })

export const signInUp = endpoint({
  method: 'POST',
  path: '/v1/users/sign-in-up',
  summary: 'Creates the signed-in user on the first call (10 free tokens); idempotent; returns the user',
  access: 'user',
  response: currentUserSchema,
})

export const getUser = endpoint({
  method: 'GET',
  path: '/v1/users/:userId',
  summary: 'The current user (own id) or, for administrators, any user',
  access: 'user',
  params: userIdParamsSchema,
  response: currentUserSchema,
})
