import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
import type { Access } from '@grile/shared/contract'
import { InvalidTokenError, type Principal, type TokenVerifier } from '../auth/token-verifier'
import { forbidden, unauthorized } from '../lib/problems'

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller, or null when anonymous. */
    principal: Principal | null
  }
  interface FastifyInstance {
    /** Checks the caller against an endpoint's access level; throws 401/403 problems. */
    authorize: (request: FastifyRequest, access: Access) => Promise<void>
    isAdmin: (principal: Principal | null) => boolean
  }
}

export interface AuthenticationOptions {
  verifyToken: TokenVerifier
  adminEmails: string[]
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (!header) return undefined
  const [scheme, token] = header.split(' ')
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined
}

/** Bearer-token authentication and the access levels of the contract (public, user, admin). */
export default fp<AuthenticationOptions>(async (app, options) => {
  const admins = new Set(options.adminEmails.map((email) => email.toLowerCase()))
  app.decorateRequest('principal', null)
  app.decorate('isAdmin', (principal: Principal | null) =>
    Boolean(principal && admins.has(principal.email.toLowerCase())),
  )

  app.decorate('authorize', async (request: FastifyRequest, access: Access) => {
    if (access === 'partner') return
    const token = bearerToken(request)
    if (!token) {
      if (access === 'public') return
      throw unauthorized()
    }
    try {
      request.principal = await options.verifyToken(token)
    } catch (error) {
      // A bad token on a public call is treated as anonymous; protected calls refuse it.
      if (access === 'public') return
      throw unauthorized(error instanceof InvalidTokenError ? error.message : undefined)
    }
    if (access === 'admin' && !app.isAdmin(request.principal)) throw forbidden('Administrators only.')
  })
})
