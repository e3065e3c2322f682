import { z } from 'zod'
import { endpoint } from './endpoint'
import { isoDateTimeSchema, uuidSchema } from './common'

/** Largest lesson HTML accepted (the request body limit is a little higher). */
export const MATERIAL_CONTENT_MAX_LENGTH = 200_000

export const materialTopicSchema = z.object({ id: uuidSchema, name: z.string() })
export type MaterialTopicDto = z.infer<typeof materialTopicSchema>

/** A material with the study mark of the user it is shown for (docs/product-rules.md#study-marks). */
export const materialSchema = z.object({
  id: uuidSchema,
  title: z.string(),
  topic: materialTopicSchema,
  studiedAt: isoDateTimeSchema.nullable(),
})
export type MaterialDto = z.infer<typeof materialSchema>

/** 3 to 64 characters; a topic is required (docs/product-rules.md#validation). */
export const materialTitleSchema = z
  .string()
  .trim()
  .min(3, 'Must be min. 3 characters long')
  .max(64, 'Must not exceed 64 characters')

export const materialInputSchema = z.object({
  title: materialTitleSchema,
  materialTopicId: z.uuid('Topic is required'),
})
export type MaterialInput = z.input<typeof materialInputSchema>

export const materialIdParamsSchema = z.object({ materialId: uuidSchema })

export const materialsQuerySchema = z.object({
  /** Whose study marks to show: the caller by default; their teacher and admins may pass another id. */
  userId: uuidSchema.optional(),
})

export const getMaterialTopics = endpoint({
  method: 'GET',
  path: '/v1/materials/topics',
  summary: 'Every material topic, by name',
  access: 'user',
  response: z.array(materialTopicSchema),
})

export const getMaterials = endpoint({
  method: 'GET',
  path: '/v1/materials',
  summary: "Every material with the user's study marks; teachers and admins may pass a pupil's userId",
  access: 'user',
  problems: [403, 404],
  query: materialsQuerySchema,
  response: z.array(materialSchema),
})

export const getMaterial = endpoint({
  method: 'GET',
  path: '/v1/materials/:materialId',
  summary: "A material's title and topic, with the caller's study mark",
  access: 'user',
  problems: [404],
  params: materialIdParamsSchema,
  response: materialSchema,
})

export const createMaterial = endpoint({
  method: 'POST',
  path: '/v1/materials',
  summary: 'Creates a material (empty content)',
  access: 'admin',
  body: materialInputSchema,
  response: z.object({ id: uuidSchema }),
  successStatus: 201,
})

export const updateMaterial = endpoint({
  method: 'PUT',
  path: '/v1/materials/:materialId',
  summary: "Changes a material's title and topic",
  access: 'admin',
  problems: [404],
  params: materialIdParamsSchema,
  body: materialInputSchema,
  response: z.void(),
  successStatus: 204,
})

export const deleteMaterial = endpoint({
  method: 'DELETE',
  path: '/v1/materials/:materialId',
  summary: 'Deletes a material; its exams stay, no longer associated with it',
  access: 'admin',
  problems: [404],
  params: materialIdParamsSchema,
  response: z.void(),
  successStatus: 204,
})

export const getMaterialContent = endpoint({
  method: 'GET',
  path: '/v1/materials/:materialId/content',
  summary: "A material's lesson (sanitised HTML fragment)",
  access: 'user',
  problems: [404],
  params: materialIdParamsSchema,
  response: z.string(),
  responseContentType: 'text/html',
})

export const putMaterialContent = endpoint({
  method: 'PUT',
  path: '/v1/materials/:materialId/content',
  summary:
    "Replaces a material's lesson; the HTML is sanitised (allowlisted tags, no scripts or event handlers)",
  access: 'admin',
  problems: [404],
  params: materialIdParamsSchema,
  body: z
    .string()
    .max(MATERIAL_CONTENT_MAX_LENGTH, `must not be longer than ${MATERIAL_CONTENT_MAX_LENGTH} characters`),
  bodyContentType: 'text/html',
  response: z.void(),
  successStatus: 204,
})

export const studyMaterial = endpoint({
  method: 'POST',
  path: '/v1/materials/:materialId/study',
  summary: 'Marks the material as studied by the caller (keeps the first date)',
  access: 'user',
  problems: [404],
  params: materialIdParamsSchema,
  response: z.void(),
  successStatus: 204,
})

export const unstudyMaterial = endpoint({
  method: 'DELETE',
  path: '/v1/materials/:materialId/study',
  summary: "Removes the caller's study mark",
  access: 'user',
  problems: [404],
  params: materialIdParamsSchema,
  response: z.void(),
  successStatus: 204,
})
