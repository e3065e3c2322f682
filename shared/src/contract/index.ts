export * from './endpoint'
export * from './problem'
export * from './common'
export * as health from './health'

import { getHealth } from './health'
import type { Endpoint } from './endpoint'

/** Every call of the API. The API registers exactly these; a test keeps both sides in step. */
export const contract: Record<string, Endpoint> = {
  getHealth,
}
