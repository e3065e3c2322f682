import { createLocalJWKSet } from 'jose'
import type { Config } from '../config'
import { publicJwk, type IdentityKeys } from '../identity/identity-keys'
import { createTokenVerifier, remoteKeys, type TokenVerifier } from './token-verifier'

/**
 * How the API checks access tokens: against the local identity provider's own signing key (no request to
 * itself), or against a hosted authority's published keys (JWKS).
 */
export function verifierFor(config: Config, identityKeys: IdentityKeys | undefined): TokenVerifier {
  return createTokenVerifier({
    issuer: config.auth.issuer,
    audience: config.auth.audience,
    requiredScope: config.auth.scope,
    emailClaims: config.auth.emailClaims,
    keys: identityKeys
      ? createLocalJWKSet({ keys: [publicJwk(identityKeys.signingKey)] })
      : remoteKeys(config.auth.jwksUrl),
  })
}
