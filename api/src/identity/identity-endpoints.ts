/** Where the provider is served on the product's origin. */
export const IDENTITY_MOUNT = '/identity'
export const REDIRECT_PATH = '/redirect.html'

/** The sign-in page's e-mail form posts here (under IDENTITY_MOUNT); rate-limited per IP address. */
export const SIGN_IN_FORM_ROUTE = '/interaction/:uid/login'

/** The sign-in page of one interaction, where a visitor goes back to after a refused form. */
export const signInPagePath = (uid: string) => `${IDENTITY_MOUNT}/interaction/${encodeURIComponent(uid)}`

/** The provider's endpoints under its issuer (oidc-provider's defaults, spelled out for the metadata below). */
export const IDENTITY_ROUTES = {
  authorization: '/auth',
  token: '/token',
  end_session: '/session/end',
  jwks: '/jwks',
  userinfo: '/me',
  revocation: '/token/revocation',
}

/**
 * The provider's discovery document as MSAL's `authorityMetadata`: MSAL refuses http:// authorities, so
 * it gets the endpoints directly and never fetches the (https://) authority it is configured with.
 */
export function localAuthorityMetadata(issuer: string) {
  return {
    issuer,
    authorization_endpoint: `${issuer}${IDENTITY_ROUTES.authorization}`,
    token_endpoint: `${issuer}${IDENTITY_ROUTES.token}`,
    end_session_endpoint: `${issuer}${IDENTITY_ROUTES.end_session}`,
    jwks_uri: `${issuer}${IDENTITY_ROUTES.jwks}`,
    userinfo_endpoint: `${issuer}${IDENTITY_ROUTES.userinfo}`,
    response_types_supported: ['code'],
    response_modes_supported: ['query', 'fragment', 'form_post'],
    scopes_supported: ['openid', 'offline_access'],
    code_challenge_methods_supported: ['S256'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    token_endpoint_auth_methods_supported: ['none'],
  }
}
