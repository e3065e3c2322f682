import { randomUUID } from 'node:crypto'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose'
import { createTokenVerifier, type TokenVerifier } from '../../src/auth/token-verifier'
import { buildApp } from '../../src/app'
import { loadConfig, type Config } from '../../src/config'
import clientConfigRoutes from '../../src/routes/client-config'
import { createTestDatabase } from '../support/test-app'
import { expectProblem } from '../support/problems'

/**
 * Access tokens as each supported provider issues them (claims and header as in the providers' documented
 * tokens), verified with the configuration the README gives for that provider. Placeholder tenants only.
 */

// A public deployment: a hosted identity provider (each test's own) and Stripe, as the server requires there.
const baseEnv = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_ENABLED: 'false',
  PUBLIC_URL: 'https://grile.ro',
  STRIPE_SECRET_KEY: 'sk_live_grile',
  STRIPE_WEBHOOK_SECRET: 'whsec_grile',
}

// Microsoft Entra External ID: tenant subdomain `grilero`, tenant id, the API's and the SPA's client ids.
const CIAM_TENANT = '3f2a9c1e-7b4d-4e8f-a6c2-5d1b9e0f7a34'
const CIAM_API = 'b7e4d2a1-9c3f-4a6e-8d5b-2f1c0e9a7b63'
const CIAM_SPA = '5d1e7c2a-3b4f-4e8a-9c6d-1f2e3a4b5c6d'
const externalIdEnv = {
  AUTH_AUTHORITY: 'https://grilero.ciamlogin.com/',
  AUTH_CLIENT_ID: CIAM_SPA,
  AUTH_API_SCOPE: `api://${CIAM_API}/user.access`,
  AUTH_ISSUER: `https://${CIAM_TENANT}.ciamlogin.com/${CIAM_TENANT}/v2.0`,
  AUTH_AUDIENCE: CIAM_API,
  AUTH_JWKS_URL: `https://${CIAM_TENANT}.ciamlogin.com/${CIAM_TENANT}/discovery/v2.0/keys`,
}

// Azure AD B2C: the README's tenant `grileb2c` and user flow B2C_1_signupsignin.
const B2C_TENANT = '8a6f0d1e-2c3b-4d5e-9f70-1a2b3c4d5e6f'
const B2C_API = '0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f'
const B2C_SPA = '5d1e7c2a-3b4f-4e8a-9c6d-1f2e3a4b5c6d'
const b2cEnv = {
  AUTH_AUTHORITY: 'https://grileb2c.b2clogin.com/grileb2c.onmicrosoft.com/B2C_1_signupsignin',
  AUTH_KNOWN_AUTHORITIES: 'grileb2c.b2clogin.com',
  AUTH_CLIENT_ID: B2C_SPA,
  AUTH_API_SCOPE: 'https://grileb2c.onmicrosoft.com/grile-api/user.access',
  AUTH_ISSUER: `https://grileb2c.b2clogin.com/${B2C_TENANT}/v2.0/`,
  AUTH_AUDIENCE: B2C_API,
  AUTH_SCOPE: 'user.access',
  AUTH_JWKS_URL:
    'https://grileb2c.b2clogin.com/grileb2c.onmicrosoft.com/B2C_1_signupsignin/discovery/v2.0/keys',
}

// A generic OpenID Connect provider: Keycloak, realm `grile`, with a `user.access` client scope whose
// audience mapper adds https://grile.ro/api.
const KEYCLOAK_ISSUER = 'https://id.grile.ro/realms/grile'
const keycloakEnv = {
  AUTH_AUTHORITY: KEYCLOAK_ISSUER,
  AUTH_PROTOCOL_MODE: 'OIDC',
  AUTH_CLIENT_ID: 'grile-web',
  AUTH_API_SCOPE: 'user.access',
  AUTH_ISSUER: KEYCLOAK_ISSUER,
  AUTH_AUDIENCE: 'https://grile.ro/api',
  AUTH_JWKS_URL: `${KEYCLOAK_ISSUER}/protocol/openid-connect/certs`,
}

const now = () => Math.floor(Date.now() / 1000)

/** An External ID v2.0 access token for a customer who signed up with e-mail (claims per the reference). */
function externalIdClaims(oid: string, extra: JWTPayload = {}): JWTPayload {
  const issuedAt = now() - 60
  return {
    aud: CIAM_API,
    iss: `https://${CIAM_TENANT}.ciamlogin.com/${CIAM_TENANT}/v2.0`,
    iat: issuedAt,
    nbf: issuedAt,
    exp: issuedAt + 3900,
    aio: 'AWQAm/8ZAAAAd2v9oqo1PmN4VQ7mHk0m3mZ5I8R0pQ1yKk2j3z7c0aV+g2TtM4Qm',
    azp: CIAM_SPA,
    azpacr: '0',
    name: 'Ana Pop',
    oid,
    preferred_username: 'ana.pop@example.ro',
    rh: '1.AUsAHpwqP017j06mwl0bng96NKHS5LcfLm5KjVsvHA6ae2NLAAQ.',
    scp: 'user.access',
    sid: '00c5a1d2-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
    sub: 'q3ZrT8vA1bC2dE3fG4hI5jK6lM7nO8pQ9rS0tU1vW2x',
    tid: CIAM_TENANT,
    uti: 'u7GZ2mI9xEuq0bG1QzKbAA',
    ver: '2.0',
    ...extra,
  }
}

/** A B2C access token from a user flow returning e-mail addresses, display name and object id. */
function b2cClaims(oid: string, extra: JWTPayload = {}): JWTPayload {
  const issuedAt = now() - 60
  return {
    iss: `https://grileb2c.b2clogin.com/${B2C_TENANT}/v2.0/`,
    exp: issuedAt + 3600,
    nbf: issuedAt,
    aud: B2C_API,
    oid,
    sub: oid,
    name: 'Mihai Ionescu',
    emails: ['mihai.ionescu@example.ro'],
    tfp: 'B2C_1_signupsignin',
    nonce: '0192f3a4-b5c6-7d8e-9f01-23456789abcd',
    scp: 'user.access',
    azp: B2C_SPA,
    ver: '1.0',
    iat: issuedAt,
    auth_time: issuedAt,
    ...extra,
  }
}

/** A Keycloak access token (realm roles, resource access, space-separated scope, audience from a mapper). */
function keycloakClaims(sub: string, extra: JWTPayload = {}): JWTPayload {
  const issuedAt = now() - 60
  return {
    exp: issuedAt + 300,
    iat: issuedAt,
    auth_time: issuedAt,
    jti: randomUUID(),
    iss: KEYCLOAK_ISSUER,
    aud: ['https://grile.ro/api', 'account'],
    sub,
    typ: 'Bearer',
    azp: 'grile-web',
    sid: randomUUID(),
    acr: '1',
    'allowed-origins': ['https://grile.ro'],
    realm_access: { roles: ['default-roles-grile', 'offline_access', 'uma_authorization'] },
    resource_access: { account: { roles: ['manage-account', 'view-profile'] } },
    scope: 'openid user.access profile email',
    email_verified: true,
    preferred_username: 'elena.dumitru',
    given_name: 'Elena',
    family_name: 'Dumitru',
    email: 'elena.dumitru@example.ro',
    ...extra,
  }
}

interface Signer {
  verifier: (config: Config) => TokenVerifier
  sign: (payload: JWTPayload, key?: CryptoKey) => Promise<string>
}

/** A local RSA key standing in for the provider's published key set, with the provider's header shape. */
async function signerWithKid(kid: string): Promise<Signer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid, kty: 'RSA', use: 'sig' }
  return {
    verifier: (config) =>
      createTokenVerifier({
        issuer: config.auth.issuer,
        audience: config.auth.audience,
        requiredScope: config.auth.scope,
        emailClaims: config.auth.emailClaims,
        keys: createLocalJWKSet({ keys: [jwk] }),
      }),
    sign: (payload, key = privateKey) =>
      new SignJWT(payload).setProtectedHeader({ typ: 'JWT', alg: 'RS256', kid }).sign(key),
  }
}

async function clientConfigFor(config: Config) {
  const app = Fastify()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)
  await app.register(clientConfigRoutes)
  const response = await app.inject({ method: 'GET', url: '/config.json' })
  await app.close()
  return response.json().auth
}

const providers = [
  {
    provider: 'Entra External ID',
    env: externalIdEnv,
    kid: 'HS23b7Do7TcaU1Rg8ObvVldJ9Ow',
    claims: externalIdClaims,
    expected: { email: 'ana.pop@example.ro', name: 'Ana Pop' },
    clientConfig: {
      clientId: CIAM_SPA,
      authority: 'https://grilero.ciamlogin.com/',
      // MSAL checks the issuer the discovery document names: another host than the authority's.
      knownAuthorities: ['grilero.ciamlogin.com', `${CIAM_TENANT}.ciamlogin.com`],
      protocolMode: 'AAD',
      apiScope: `api://${CIAM_API}/user.access`,
    },
  },
  {
    provider: 'Azure AD B2C',
    env: b2cEnv,
    kid: 'X5eXk4xyojNFum1kl2Ytv8dlNP4-c57dO6QGTVBwaNk',
    claims: b2cClaims,
    expected: { email: 'mihai.ionescu@example.ro', name: 'Mihai Ionescu' },
    clientConfig: {
      clientId: B2C_SPA,
      authority: 'https://grileb2c.b2clogin.com/grileb2c.onmicrosoft.com/B2C_1_signupsignin',
      knownAuthorities: ['grileb2c.b2clogin.com'],
      protocolMode: 'AAD',
      apiScope: 'https://grileb2c.onmicrosoft.com/grile-api/user.access',
    },
  },
  {
    provider: 'Keycloak (generic OpenID Connect)',
    env: keycloakEnv,
    kid: 'K0lQRi8_05eN9_5SNHnCTs7_b1oST0_WFlTp8dj01Fg',
    claims: keycloakClaims,
    expected: { email: 'elena.dumitru@example.ro', name: 'Elena Dumitru' },
    clientConfig: {
      clientId: 'grile-web',
      authority: KEYCLOAK_ISSUER,
      knownAuthorities: ['id.grile.ro'],
      protocolMode: 'OIDC',
      apiScope: 'user.access',
    },
  },
]

describe.each(providers)('$provider access tokens', ({ env, kid, claims, expected, clientConfig }) => {
  const config = loadConfig({ ...baseEnv, ...env })
  let signer: Signer
  let verify: TokenVerifier
  beforeAll(async () => {
    signer = await signerWithKid(kid)
    verify = signer.verifier(config)
  })

  it('is a hosted authority whose keys come from its published key set', () => {
    expect(config.auth.mode).toBe('hosted')
    expect(config.auth.jwksUrl).toBe(env.AUTH_JWKS_URL)
  })

  it("gives the user's id, e-mail and name", async () => {
    const userId = randomUUID()
    expect(await verify(await signer.sign(claims(userId)))).toMatchObject({ userId, ...expected })
  })

  it.each([
    [
      'another issuer',
      { iss: 'https://login.microsoftonline.com/3f2a9c1e-7b4d-4e8f-a6c2-5d1b9e0f7a34/v2.0' },
    ],
    ['another audience (an ID token for the web app)', { aud: 'grile-web' }],
    ['no API scope', { scp: 'openid profile', scope: 'openid profile email' }],
    ['an expired lifetime', { exp: now() - 120 }],
  ])('refuses a token with %s', async (_case, change) => {
    await expect(verify(await signer.sign(claims(randomUUID(), change)))).rejects.toThrow(/access token/)
  })

  it('refuses a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256')
    await expect(verify(await signer.sign(claims(randomUUID()), privateKey))).rejects.toThrow('not valid')
  })

  it('gives the web app what MSAL needs', async () => {
    expect(await clientConfigFor(config)).toEqual({
      ...clientConfig,
      redirectPath: '/redirect.html',
      tokenRenewalOffsetSeconds: 300,
    })
  })
})

describe('Entra External ID without the optional email claim', () => {
  const config = loadConfig({ ...baseEnv, ...externalIdEnv })
  let signer: Signer
  beforeAll(async () => {
    signer = await signerWithKid('HS23b7Do7TcaU1Rg8ObvVldJ9Ow')
  })

  it('takes the e-mail from the optional email claim first, then from preferred_username', async () => {
    const verify = signer.verifier(config)
    const withEmail = externalIdClaims(randomUUID(), {
      email: 'ana@example.ro',
      preferred_username: 'ana.pop@example.ro',
    })
    expect((await verify(await signer.sign(withEmail))).email).toBe('ana@example.ro')
    expect((await verify(await signer.sign(externalIdClaims(randomUUID())))).email).toBe('ana.pop@example.ro')
  })

  it('refuses a customer who signed in with a phone number, naming where it looked', async () => {
    const verify = signer.verifier(config)
    const token = await signer.sign(externalIdClaims(randomUUID(), { preferred_username: '+40721234567' }))
    await expect(verify(token)).rejects.toThrow(
      'The access token carries no e-mail address (looked in: email, emails, preferred_username).',
    )
  })

  it('looks only in the email claim when AUTH_EMAIL_CLAIMS says so', async () => {
    const verify = signer.verifier(loadConfig({ ...baseEnv, ...externalIdEnv, AUTH_EMAIL_CLAIMS: 'email' }))
    await expect(verify(await signer.sign(externalIdClaims(randomUUID())))).rejects.toThrow(
      '(looked in: email)',
    )
  })
})

describe('Keycloak account states', () => {
  const config = loadConfig({ ...baseEnv, ...keycloakEnv })
  let signer: Signer
  beforeAll(async () => {
    signer = await signerWithKid('K0lQRi8_05eN9_5SNHnCTs7_b1oST0_WFlTp8dj01Fg')
  })

  it('refuses an account whose e-mail the realm has not verified', async () => {
    const token = await signer.sign(keycloakClaims(randomUUID(), { email_verified: false }))
    await expect(signer.verifier(config)(token)).rejects.toThrow('has not verified the e-mail address')
  })

  it('uses the full name mapper when present', async () => {
    const token = await signer.sign(keycloakClaims(randomUUID(), { name: 'Elena D.' }))
    expect((await signer.verifier(config)(token)).name).toBe('Elena D.')
  })
})

describe('AUTH_EMAIL_CLAIMS', () => {
  it('is a list of claim names', () => {
    expect(loadConfig({ ...baseEnv, ...externalIdEnv }).auth.emailClaims).toEqual([
      'email',
      'emails',
      'preferred_username',
    ])
    expect(
      loadConfig({ ...baseEnv, ...externalIdEnv, AUTH_EMAIL_CLAIMS: ' email , upn ' }).auth.emailClaims,
    ).toEqual(['email', 'upn'])
    expect(() => loadConfig({ ...baseEnv, AUTH_EMAIL_CLAIMS: ',' })).toThrow('AUTH_EMAIL_CLAIMS')
    expect(() => loadConfig({ ...baseEnv, AUTH_EMAIL_CLAIMS: 'email address' })).toThrow('AUTH_EMAIL_CLAIMS')
  })
})

describe('signing in through the API with an External ID token', () => {
  const config = loadConfig({ ...baseEnv, ...externalIdEnv, ADMIN_EMAILS: 'admin@grile.ro' })
  let signer: Signer
  let app: Awaited<ReturnType<typeof buildApp>>
  let close: () => Promise<void>
  beforeAll(async () => {
    signer = await signerWithKid('HS23b7Do7TcaU1Rg8ObvVldJ9Ow')
    const database = await createTestDatabase()
    app = await buildApp({ config, database, verifyToken: signer.verifier(config) })
    await app.ready()
    close = async () => {
      await app.close()
      await database.close()
    }
  })
  afterAll(() => close())

  const signInUp = async (token: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/users/sign-in-up',
      headers: { authorization: `Bearer ${token}` },
    })

  it('creates the user from oid, preferred_username and name', async () => {
    const oid = randomUUID()
    const response = await signInUp(await signer.sign(externalIdClaims(oid)))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      id: oid,
      email: 'ana.pop@example.ro',
      name: 'Ana Pop',
      tokens: 10,
      isAdmin: false,
    })
  })

  it('recognises an administrator by the e-mail of the optional claim', async () => {
    const token = await signer.sign(
      externalIdClaims(randomUUID(), { email: 'Admin@Grile.ro', name: 'Admin' }),
    )
    expect((await signInUp(token)).json()).toMatchObject({ email: 'admin@grile.ro', isAdmin: true })
  })

  it('answers 401 problem naming the missing e-mail', async () => {
    const response = await signInUp(
      await signer.sign(externalIdClaims(randomUUID(), { preferred_username: '+40721234567' })),
    )
    expectProblem(response, 401, { detail: expect.stringContaining('carries no e-mail address') })
  })
})
