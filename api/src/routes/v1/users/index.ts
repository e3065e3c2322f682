import type { FastifyInstance, FastifyRequest } from 'fastify'
import { users as usersContract, uuidSchema } from '@grile/shared/contract'
import type { Principal } from '../../../auth/token-verifier'
import { registerEndpoint } from '../../../lib/contract-route'
import { notFound, unauthorized } from '../../../lib/problems'
import { viewerOf } from '../../viewer'
import { assertSelfOrAdmin } from '../../../services/access-rules'

function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized()
  return request.principal
}

export default async function userRoutes(app: FastifyInstance) {
  const { users } = app.services

  registerEndpoint(app, usersContract.signInUp, async ({ request }) => {
    const principal = principalOf(request)
    // User ids are UUIDs: `oid`, a UUID `sub`, or one derived from issuer and subject (auth/claims.ts).
    if (!uuidSchema.safeParse(principal.userId).success)
      throw unauthorized('The access token names no valid user id.')
    return users.signInUp(principal)
  })

  registerEndpoint(app, usersContract.getUser, async ({ params, request }) => {
    assertSelfOrAdmin(viewerOf(app, request), params.userId, 'You may only see your own profile.')
    const user = await users.getUser(params.userId)
    if (!user) throw notFound(`Could not load user with id ${params.userId}.`)
    return user
  })
}
