import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose'
import { InvalidTokenError, principalFromClaims, type Principal } from './claims'

export { InvalidTokenError, type Principal } from './claims'

export interface TokenVerifierOptions {
  issuer: string
  audience: string
  /** The scope every API access token must carry (e.g. `user.access`). */
  requiredScope: string
  /** Claims holding the user's e-mail, in order of preference (default: email, emails, preferred_username). */
  emailClaims?: readonly string[]
  keys: JWTVerifyGetKey
}

export type TokenVerifier = (token: string) => Promise<Principal>

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
      const reason =
        error instanceof errors.JWTExpired
          ? 'The access token has expired.'
          : 'The access token is not valid.'
      throw new InvalidTokenError(reason, { cause: error })
    }
    return principalFromClaims(payload, {
      requiredScope: options.requiredScope,
      emailClaims: options.emailClaims,
    })
  }
}

/** The issuer's published signing keys, fetched when a token names an unknown key and cached meanwhile. */
export function remoteKeys(jwksUrl: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(jwksUrl), { cacheMaxAge: 10 * 60_000, cooldownDuration: 30_000 })
}
