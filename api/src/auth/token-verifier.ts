import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose'

/** Who is calling, from a verified access token. */
export interface Principal {
  /** The `oid` claim (falling back to `sub`): the user's id. */
  userId: string
  email: string
  name: string
  scopes: string[]
}

export interface TokenVerifierOptions {
  issuer: string
  audience: string
  /** The scope every API access token must carry (e.g. `user.access`). */
  requiredScope: string
  keys: JWTVerifyGetKey
}

export class InvalidTokenError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'InvalidTokenError'
  }
}

export type TokenVerifier = (token: string) => Promise<Principal>

function scopesOf(payload: JWTPayload): string[] {
  const raw = payload.scp ?? payload.scope
  if (Array.isArray(raw)) return raw.map(String)
  return typeof raw === 'string' ? raw.split(' ').filter(Boolean) : []
}

function emailOf(payload: JWTPayload): string {
  const emails = payload.emails
  if (Array.isArray(emails) && typeof emails[0] === 'string') return emails[0]
  return typeof payload.email === 'string' ? payload.email : ''
}

/** Verifies signature (issuer's JWKS), issuer, audience, expiry and scope of a bearer access token. */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  return async (token) => {
    let payload: JWTPayload
    try {
      ;({ payload } = await jwtVerify(token, options.keys, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256', 'PS256', 'ES256'],
        clockTolerance: 5,
      }))
    } catch (error) {
      const reason = error instanceof errors.JWTExpired ? 'The access token has expired.' : 'The access token is not valid.'
      throw new InvalidTokenError(reason, { cause: error })
    }
    const scopes = scopesOf(payload)
    if (!scopes.includes(options.requiredScope)) throw new InvalidTokenError('The access token lacks the API scope.')
    const userId = typeof payload.oid === 'string' ? payload.oid : payload.sub
    if (!userId) throw new InvalidTokenError('The access token names no user.')
    return { userId, email: emailOf(payload), name: typeof payload.name === 'string' ? payload.name : '', scopes }
  }
}

export function remoteKeys(jwksUrl: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(jwksUrl), { cacheMaxAge: 10 * 60_000, cooldownDuration: 30_000 })
}
