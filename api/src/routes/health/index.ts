import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { health } from '@grile/shared/contract'
import { registerEndpoint } from '../../lib/contract-route'
import { serviceUnavailable } from '../../lib/problems'

export default async function healthRoutes(app: FastifyInstance) {
  registerEndpoint(app, health.getHealth, async () => {
    try {
      await app.database.db.execute(sql`select 1`)
    } catch {
      throw serviceUnavailable('The database is not reachable.')
    }
    return { status: 'ok' as const, database: app.database.kind }
  })
}
