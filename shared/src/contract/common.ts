import { z } from 'zod'

/** Page size of every paged list (docs/decisions/0004-api-conventions.md). */
export const PAGE_SIZE = 20

export const uuidSchema = z.uuid()

export const isoDateTimeSchema = z.iso.datetime({ offset: true })

/** `?pageNumber=` is 0-based. */
export const pageNumberSchema = z.coerce.number().int().min(0).max(100_000).default(0)

export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    content: z.array(item),
    page: z.object({
      totalPages: z.number().int(),
      number: z.number().int(),
      size: z.number().int(),
      totalElements: z.number().int(),
    }),
  })
}

/** Query booleans arrive as strings. */
export const queryBooleanSchema = z.enum(['true', 'false']).transform((value) => value === 'true')

export const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })
