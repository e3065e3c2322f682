import { z } from 'zod'
import { endpoint } from './endpoint'
import { uuidSchema } from './common'
import { classMasterySchema, userMasterySchema } from './mastery'

/** The signed-in user (docs/product-rules.md#the-current-user); also what an admin sees of any user. */
export const currentUserSchema = z.object({
  id: uuidSchema,
  email: z.string(),
  name: z.string(),
  tokens: z.number().int(),
  teacherId: uuidSchema.nullable(),
  rating: z.number().int(),
  isCustomer: z.boolean(),
  interactiveAttemptsLeftInToken: z.number().int(),
  /** Whether the server counts this user among its administrators (its configured list of addresses). */
  isAdmin: z.boolean(),
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
  problems: [403, 404],
  params: userIdParamsSchema,
  response: currentUserSchema,
})

/**
 * Profile name (docs/product-rules.md#validation): trimmed, 3–16 characters, letters, digits, . _ @ - and
 * spaces only.
 */
export const profileNameSchema = z
  .string()
  .trim()
  .min(3, 'Must be min. 3 characters long')
  .max(16, 'Must not exceed 16 characters')
  .regex(/^[\p{L}\p{Nd}._@\s-]*$/u, 'Must not contain special characters')

export const ratingRankSchema = z.object({ rank: z.number().int().min(1) })
export type RatingRank = z.infer<typeof ratingRankSchema>

export const nameUpdateSchema = z.object({ name: profileNameSchema })
export type NameUpdate = z.input<typeof nameUpdateSchema>

export const pupilSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  email: z.string(),
  /** Rounded, as shown. */
  rating: z.number().int(),
})
export type Pupil = z.infer<typeof pupilSchema>

export const pupilNameSchema = z.object({ name: z.string() })

export const teacherIdSchema = z.uuid('Must be valid UUID')

export const getRatingRank = endpoint({
  method: 'GET',
  path: '/v1/users/:userId/rating-rank',
  summary: "1 + the number of users rated higher (the user, the user's teacher or an administrator)",
  access: 'user',
  problems: [403, 404],
  params: userIdParamsSchema,
  response: ratingRankSchema,
})

/** How many of the user's reviews of past mistakes are due now (docs/product-rules.md#review-of-mistakes). */
export const dueReviewCountSchema = z.object({ due: z.number().int().min(0) })

export const getDueReviewCount = endpoint({
  method: 'GET',
  path: '/v1/users/:userId/reviews/due-count',
  summary: "How many reviews of past mistakes are due now (the user, the user's teacher or an administrator)",
  access: 'user',
  problems: [403, 404],
  params: userIdParamsSchema,
  response: dueReviewCountSchema,
})

export const getMastery = endpoint({
  method: 'GET',
  path: '/v1/users/:userId/mastery',
  summary:
    "Per grammar topic and per school's general exercises: answers, the share right among the latest, the level (the user, the user's teacher or an administrator)",
  access: 'user',
  problems: [403, 404],
  params: userIdParamsSchema,
  response: userMasterySchema,
})

export const updateName = endpoint({
  method: 'PUT',
  path: '/v1/users/:userId/name',
  summary: 'Changes the profile name (own profile, or an administrator)',
  access: 'user',
  problems: [403, 404],
  params: userIdParamsSchema,
  body: nameUpdateSchema,
  response: nameUpdateSchema,
})

export const assignTeacher = endpoint({
  method: 'PUT',
  path: '/v1/users/:userId/teacher',
  summary:
    "Designates the teacher (body: the teacher's user id as a JSON string); the first designation ever gives 5 tokens",
  access: 'user',
  problems: [403, 404],
  params: userIdParamsSchema,
  body: teacherIdSchema,
  response: z.void(),
  successStatus: 204,
})

export const removeTeacher = endpoint({
  method: 'DELETE',
  path: '/v1/users/:userId/teacher',
  summary: "Removes the user's teacher; called by the user (the pupil) or by that teacher",
  access: 'user',
  problems: [403, 404],
  params: userIdParamsSchema,
  response: z.void(),
  successStatus: 204,
})

export const getPupils = endpoint({
  method: 'GET',
  path: '/v1/users/:userId/pupils',
  summary: 'The users who designated this user as their teacher (own list, or an administrator)',
  access: 'user',
  problems: [403],
  params: userIdParamsSchema,
  response: z.array(pupilSchema),
})

export const getPupil = endpoint({
  method: 'GET',
  path: '/v1/users/:userId/pupils/:pupilUserId',
  summary: "A pupil's name (404 when not this teacher's pupil)",
  access: 'user',
  problems: [403, 404],
  params: z.object({ userId: uuidSchema, pupilUserId: uuidSchema }),
  response: pupilNameSchema,
})

export const getClassMastery = endpoint({
  method: 'GET',
  path: '/v1/users/:userId/class-mastery',
  summary:
    'The mastery of every pupil of this teacher in every area, pupils × areas (own class, or an administrator)',
  access: 'user',
  problems: [403],
  params: userIdParamsSchema,
  response: classMasterySchema,
})
