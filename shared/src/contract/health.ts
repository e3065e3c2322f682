import { type z } from 'zod'
import { endpoint } from './endpoint'
import { healthSchema } from './common'

export const getHealth = endpoint({
  method: 'GET',
  path: '/health',
  summary: 'Liveness and database reachability',
  access: 'public',
  response: healthSchema,
})

export type Health = z.infer<typeof healthSchema>
