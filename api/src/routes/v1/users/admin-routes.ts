import type { FastifyInstance } from 'fastify'
import { admin as adminContract } from '@grile/shared/contract'
import { registerEndpoint } from '../../../lib/contract-route'

/** Administrators finding and changing users (the identity's own user calls are in index.ts). */
export default async function userAdminRoutes(app: FastifyInstance) {
  const users = app.services.userAdmin

  registerEndpoint(app, adminContract.findUserByEmail, async ({ query }) => users.findIdByEmail(query.email))

  registerEndpoint(app, adminContract.updateUser, async ({ params, body }) =>
    users.updateUser(params.userId, body),
  )
}
