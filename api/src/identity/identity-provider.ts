import Provider, {
  errors,
  interactionPolicy,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider'
import type { AuthConfig, IdentityConfig } from '../config'
import type { Database } from '../db/client'
import type { IdentityAccount, IdentityAccountService } from '../services/identity-account-service'
import { createIdentityAdapter } from './identity-adapter'
import type { IdentityKeys } from './identity-keys'
import { IDENTITY_MOUNT, IDENTITY_ROUTES, REDIRECT_PATH } from './identity-endpoints'
import { identityErrorPage, signOutDonePage, signOutPage } from './identity-pages'

export interface IdentityProviderOptions {
  auth: AuthConfig
  identity: IdentityConfig
  db: Database
  keys: IdentityKeys
  accounts: IdentityAccountService
}

/** Claims as a hosted B2C user flow issues them: the object id, e-mails and display name. */
function accountClaims(account: IdentityAccount) {
  return {
    sub: account.id,
    oid: account.id,
    name: account.name,
    emails: [account.email],
    email: account.email,
    // MSAL shows this as the account's username.
    preferred_username: account.email,
  }
}

/** The scope as the API checks it (`user.access`), from the full scope the web app asks for. */
function shortScope(apiScope: string): string {
  return apiScope.slice(apiScope.lastIndexOf('/') + 1)
}

function selectAccountPrompt() {
  return new interactionPolicy.Prompt({ name: 'select_account', requestable: true })
}

/**
 * The local OpenID Connect provider, the default stand-in for the hosted sign-up/sign-in user flow:
 * one first-party public client (PKCE), JWT access tokens for the API, refresh tokens, persisted state.
 */
export function createIdentityProvider({
  auth,
  identity,
  db,
  keys,
  accounts,
}: IdentityProviderOptions): Provider {
  const policy = interactionPolicy.base()
  // The product's own web app needs no consent screen; loadExistingGrant grants what it asks for.
  policy.remove('consent')
  policy.add(selectAccountPrompt(), 0)

  const resourceServer = {
    scope: auth.apiScope,
    audience: auth.audience,
    accessTokenTTL: identity.accessTokenTtl,
    accessTokenFormat: 'jwt' as const,
    jwt: { sign: { alg: 'RS256' as const } },
  }

  const configuration: Configuration = {
    adapter: createIdentityAdapter(db),
    routes: IDENTITY_ROUTES,
    clients: [
      {
        client_id: auth.clientId,
        client_name: 'Grile',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: identity.webOrigins.map((origin) => `${origin}${REDIRECT_PATH}`),
        post_logout_redirect_uris: identity.webOrigins.flatMap((origin) => [
          `${origin}${REDIRECT_PATH}`,
          `${origin}/`,
        ]),
      },
    ],
    clientBasedCORS: (_ctx, origin) => identity.webOrigins.includes(origin),
    jwks: { keys: [keys.signingKey] },
    cookies: {
      keys: [keys.cookieKey],
      names: {
        session: 'grile_identity_session',
        interaction: 'grile_identity_interaction',
        resume: 'grile_identity_resume',
      },
    },
    pkce: { required: () => true },
    scopes: ['openid', 'offline_access'],
    claims: { openid: ['sub', 'oid', 'name', 'emails', 'email', 'preferred_username'] },
    // MSAL reads the account (name, username) from the ID token, so it carries the claims.
    conformIdTokenClaims: false,
    async findAccount(_ctx, id) {
      const account = await accounts.findById(id)
      if (!account) return undefined
      return { accountId: account.id, claims: () => accountClaims(account) }
    },
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined
      const account = await accounts.findById(token.accountId)
      if (!account) return undefined
      const { oid, emails, name } = accountClaims(account)
      return { oid, emails, name, scp: shortScope(auth.apiScope) }
    },
    features: {
      devInteractions: { enabled: false },
      // MSAL does not send DPoP proofs; the option only adds discovery noise.
      dPoP: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html'
          ctx.body = signOutPage(form)
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html'
          ctx.body = signOutDonePage()
        },
      },
      resourceIndicators: {
        enabled: true,
        // MSAL names the API by its scope, never by a resource parameter.
        defaultResource: (ctx: KoaContextWithOIDC) =>
          ctx.oidc.requestParamScopes.has(auth.apiScope) ? auth.audience : undefined,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== auth.audience) throw new errors.InvalidTarget()
          return resourceServer
        },
      },
      revocation: { enabled: true },
    },
    // The provider drops offline_access unless prompt=consent; refresh tokens are for every sign-in here.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // A first-party app: every sign-in grants what it asks for, so silent sign-in never needs a screen.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx
      const accountId = oidc.session?.accountId
      if (!accountId || !oidc.client) return undefined
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client.clientId)
      const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined
      const grant =
        existing && existing.accountId === accountId
          ? existing
          : new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId })
      grant.addOIDCScope(oidc.requestParamOIDCScopes)
      grant.addOIDCClaims(['sub', 'oid', 'name', 'emails', 'email', 'preferred_username'])
      for (const [indicator, server] of Object.entries(oidc.resourceServers ?? {})) {
        grant.addResourceScope(
          indicator,
          [...oidc.requestParamScopes].filter((scope) => server.scopes.has(scope)),
        )
      }
      await grant.save()
      return grant
    },
    interactions: {
      policy,
      url: (_ctx, interaction) => `${IDENTITY_MOUNT}/interaction/${interaction.uid}`,
    },
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? identity.accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: identity.idTokenTtl,
      Interaction: 60 * 60,
      RefreshToken: identity.refreshTokenTtl,
      Session: identity.sessionTtl,
      Grant: identity.sessionTtl,
    },
    // No rotation: MSAL shares one cache across tabs, and two tabs refreshing with the same rotated token
    // would look like token theft and revoke the grant. Refresh tokens end with the session (sign-out).
    rotateRefreshToken: false,
    async renderError(ctx, out) {
      ctx.type = 'html'
      ctx.body = identityErrorPage('We could not sign you in', out.error_description ?? out.error)
    },
  }

  const provider = new Provider(auth.issuer, configuration)
  // The API runs behind proxies (and trusts X-Forwarded-*), so the provider does too.
  provider.proxy = true
  return provider
}
