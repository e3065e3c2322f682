import type { FastifyInstance, FastifyRequest } from 'fastify'
import { releases as releasesContract } from '@grile/shared/contract'
import { registerEndpoint } from '../../../lib/contract-route'
import { unauthorized } from '../../../lib/problems'

/** The administrator whose user id goes into the registry's audit. */
function adminId(request: FastifyRequest): string {
  if (!request.principal) throw unauthorized()
  return request.principal.userId
}

/**
 * Administrators (and deployment pipelines with an administrator's token) registering, promoting and rolling
 * back releases of the front ends (docs/decisions/0030-remote-release-registry.md).
 */
export default async function releaseAdminRoutes(app: FastifyInstance) {
  const { releases } = app.services

  registerEndpoint(app, releasesContract.getReleases, async ({ query }) => releases.list(query.remote))

  registerEndpoint(app, releasesContract.registerRelease, async ({ body, request }) =>
    releases.register(body, adminId(request)),
  )

  registerEndpoint(app, releasesContract.promoteRelease, async ({ params, body, request }) =>
    releases.promote(params.remote, body.release, adminId(request)),
  )

  registerEndpoint(app, releasesContract.rollbackRelease, async ({ params, request }) =>
    releases.rollback(params.remote, adminId(request)),
  )
}
