import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Viewer } from '../services/access-rules'
import { unauthorized } from '../lib/problems'

/** The signed-in caller of a `user` endpoint, with the admin flag the services decide by. */
export function viewerOf(app: FastifyInstance, request: FastifyRequest): Viewer {
  if (!request.principal) throw unauthorized()
  return { userId: request.principal.userId, isAdmin: app.isAdmin(request.principal) }
}
