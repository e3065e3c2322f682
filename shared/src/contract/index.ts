export { endpoint } from './endpoint'
export type { Access, Endpoint, HttpMethod, ParamsOf, QueryOf, BodyOf, ResponseOf } from './endpoint'
export { problemSchema, fieldErrorSchema } from './problem'
export type { Problem, FieldError } from './problem'
export {
  PAGE_SIZE,
  uuidSchema,
  isoDateTimeSchema,
  pageNumberSchema,
  pageSchema,
  queryBooleanSchema,
  healthSchema,
} from './common'
export { seededShuffle, newShuffleSeed, gradeOf } from './shuffle'
export * as health from './health'
export * as users from './users'
export type { CurrentUserDto } from './users'

import * as health from './health'
import * as users from './users'
import type { Endpoint } from './endpoint'

function endpointsOf(module: Record<string, unknown>): Record<string, Endpoint> {
  return Object.fromEntries(
    Object.entries(module).filter(
      (entry): entry is [string, Endpoint] =>
        typeof entry[1] === 'object' && entry[1] !== null && 'method' in entry[1] && 'path' in entry[1],
    ),
  )
}

/**
 * Every call of the API, by resource. The API registers exactly these; a test keeps both sides in
 * step. A new resource module is added here and above.
 */
export const contract: Record<string, Record<string, Endpoint>> = {
  health: endpointsOf(health),
  users: endpointsOf(users),
}
