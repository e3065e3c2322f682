import path from 'node:path'
import { z } from 'zod'
import { apiRoot, repositoryRoot } from './paths'

/** Where the e-mail is looked for unless AUTH_EMAIL_CLAIMS says otherwise, first usable one wins. */
export const DEFAULT_EMAIL_CLAIMS = ['email', 'emails', 'preferred_username'] as const

export { repositoryRoot } from './paths'

function commaList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /**
   * Whose X-Forwarded-For/-Proto to believe (client address for rate limits, https for HSTS): `loopback`
   * (a proxy on this machine), `true`, `false`, a hop count, or addresses/CIDRs, comma-separated.
   * Trusting every sender would let any client pick its own address and dodge the per-address limits.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value): boolean | number | string => {
      if (value === 'true' || value === 'false') return value === 'true'
      return /^\d+$/.test(value) ? Number(value) : value
    }),
  /** Public origin of the product, as the browser sees it. */
  PUBLIC_URL: z.url().optional(),
  /**
   * Run a public demo: allowed on a public address with the password-less local sign-in or the card sandbox,
   * and every page says it is a demo. Without it such a server refuses to start (see unsafePublicFeatures).
   */
  PUBLIC_DEMO: booleanFromEnv.default(false),
  /** postgres://… switches from the embedded PGlite database to a PostgreSQL server. */
  DATABASE_URL: z.string().startsWith('postgres').optional(),
  /** Where the embedded database keeps its files. */
  DATA_DIR: z.string().default(path.join(apiRoot, '.data')),
  /** Serve the built shell and remotes (npm start does). */
  SERVE_WEB: booleanFromEnv.default(false),
  /** Overrides /remotes.json (name → mf-manifest.json URL), e.g. to point a remote at another host. */
  REMOTES_JSON: z.string().optional(),
  /**
   * The release store: immutable releases of the front ends, `<container>/<release>/` (what `pnpm release`
   * writes), served under /releases/ and cached for good (docs/decisions/0030-remote-release-registry.md).
   */
  RELEASE_STORE_DIR: z
    .string()
    .min(1)
    .default(path.join(repositoryRoot, 'releases'))
    .transform((folder) => path.resolve(folder)),
  /**
   * Comma-separated origins (https://cdn.example.ro) releases may be served from besides this site: the
   * registry refuses a manifest anywhere else, and the CSP lets the shell load scripts from them.
   */
  RELEASE_ORIGINS: z
    .string()
    .default('')
    .refine(
      (value) =>
        commaList(value).every(
          (item) => URL.canParse(item) && new URL(item).origin === item.replace(/\/$/, ''),
        ),
      'Must be origins separated by commas, such as https://cdn.example.ro',
    ),
  /**
   * Tests only (NODE_ENV=test): the clock of the services that schedule reviews and pick by day runs this many
   * days ahead, so a journey can see tomorrow's reviews. Any other environment refuses it.
   */
  TEST_CLOCK_OFFSET_DAYS: z.coerce.number().int().min(0).max(3650).default(0),
  /** Comma-separated e-mails of administrators. */
  ADMIN_EMAILS: z.string().default('admin@grile.ro'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Issuer of access tokens; default: the local identity provider under /identity. */
  AUTH_ISSUER: z.url().optional(),
  /** Audience (the API's resource URI) access tokens must be issued for. */
  AUTH_AUDIENCE: z.string().min(1).default('https://grile.ro/api'),
  /** Scope every access token must carry (in `scp`/`scope`, or as an app role in `roles`). */
  AUTH_SCOPE: z.string().min(1).default('user.access'),
  /**
   * Claims holding the user's e-mail, comma-separated, first usable one wins: `email` (OpenID Connect;
   * Entra External ID with the optional claim), `emails` (Azure AD B2C), `preferred_username` (External ID
   * without it). A token without any is refused: users are created and administrators found by e-mail.
   */
  AUTH_EMAIL_CLAIMS: z
    .string()
    .default(DEFAULT_EMAIL_CLAIMS.join(','))
    .transform(commaList)
    .pipe(z.array(z.string().regex(/^[\w.:/-]+$/, 'claim names, comma-separated')).min(1)),
  /** Where the issuer's signing keys are published; default: <issuer>/jwks. */
  AUTH_JWKS_URL: z.url().optional(),
  /** The web app's client id at the identity provider (Entra/B2C: the SPA registration's application id). */
  AUTH_CLIENT_ID: z.string().min(1).default('grile-web'),
  /**
   * A hosted authority: Entra External ID (`https://<subdomain>.ciamlogin.com/`), an Azure AD B2C user flow or
   * any OpenID Connect issuer; unset: the local identity provider under /identity.
   */
  AUTH_AUTHORITY: z.url().optional(),
  /**
   * Hosts MSAL may trust as authorities, comma-separated; default: the authority's and the issuer's hosts
   * (External ID's discovery names the issuer `https://<tenant-id>.ciamlogin.com/…`, another host).
   */
  AUTH_KNOWN_AUTHORITIES: z.string().optional(),
  /** The full API scope the web app asks for; default: <audience>/<scope>. */
  AUTH_API_SCOPE: z.string().min(1).optional(),
  /** MSAL's protocol for a hosted authority: AAD for Entra External ID and B2C, OIDC for any other provider. */
  AUTH_PROTOCOL_MODE: z.enum(['AAD', 'OIDC']).default('AAD'),
  /** The web app renews an access token this many seconds before it expires. */
  AUTH_TOKEN_RENEWAL_OFFSET: z.coerce.number().int().min(0).default(300),
  /** Local identity provider: lifetimes in seconds. */
  IDENTITY_ACCESS_TOKEN_TTL: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60),
  IDENTITY_ID_TOKEN_TTL: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60),
  IDENTITY_REFRESH_TOKEN_TTL: z.coerce
    .number()
    .int()
    .positive()
    .default(14 * 24 * 60 * 60),
  IDENTITY_SESSION_TTL: z.coerce
    .number()
    .int()
    .positive()
    .default(14 * 24 * 60 * 60),
  /** Local identity provider: list the demo accounts on the sign-in page (default: outside production). */
  IDENTITY_DEMO_ACCOUNTS: booleanFromEnv.optional(),
  /** Local identity provider: more origins the web app may run on (dev servers), comma-separated. */
  IDENTITY_EXTRA_ORIGINS: z.string().optional(),
  /** Stripe Checkout instead of the local card sandbox: the secret key (sk_…) and the webhook signing secret. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Where the Stripe SDK sends its calls (stripe-mock, a proxy); default: Stripe's API. */
  STRIPE_API_URL: z.url().optional(),
  /** The partner (Istoricescu) voucher integration; off → its voucher calls answer 503. */
  ISTORICESCU_ENABLED: booleanFromEnv.default(true),
  /** The key the partner sends in x-api-key to issue vouchers; unset → the partner endpoint answers 503. */
  ISTORICESCU_API_KEY: z.string().min(16).optional(),
  /** An OpenAI-compatible chat-completions URL for explanations; unset → the authored explanations. */
  EXPLAIN_API_URL: z.url().optional(),
  EXPLAIN_API_KEY: z.string().min(1).optional(),
  EXPLAIN_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** How long an explanation may take before the tutor answers 'too busy'. */
  EXPLAIN_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /**
   * How long a stop (SIGTERM, SIGINT) waits for the calls in flight before it cuts every connection left,
   * so that the process ends before a supervisor's kill (systemd and Kubernetes wait 90 and 30 s).
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
  /** Largest request body accepted, in bytes. */
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(256 * 1024),
  /**
   * Rate limits of the API's write calls, per signed-in user (per IP address when anonymous), counted
   * over RATE_LIMIT_WINDOW_SECONDS; over the limit → 429 problem with Retry-After. Off: no limits.
   */
  RATE_LIMIT_ENABLED: booleanFromEnv.default(true),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /** Sign-in-up (POST /v1/users/sign-in-up; the web app also calls it to refresh the profile). */
  RATE_LIMIT_SIGN_IN_MAX: z.coerce.number().int().positive().default(60),
  /** Purchases (POST /v1/offers/{offerId}/buy). */
  RATE_LIMIT_PURCHASE_MAX: z.coerce.number().int().positive().default(20),
  /** Every other POST, PUT, PATCH and DELETE of the contract. */
  RATE_LIMIT_WRITE_MAX: z.coerce.number().int().positive().default(120),
  /** The local identity provider's e-mail sign-in/sign-up form, per IP address (an HTML page past it). */
  RATE_LIMIT_IDENTITY_MAX: z.coerce.number().int().positive().default(20),
})

export type Config = z.infer<typeof configSchema> & {
  adminEmails: string[]
  /** Origins releases may be served from besides this site (RELEASE_ORIGINS). */
  releaseOrigins: string[]
  publicUrl: string
  /** What makes this server a demo (shown on every page), or undefined when it is not one. */
  demo: DemoFeatures | undefined
  auth: AuthConfig
  identity: IdentityConfig
}

export interface AuthConfig {
  issuer: string
  audience: string
  scope: string
  jwksUrl: string
  /** Claims holding the user's e-mail, in order of preference. */
  emailClaims: string[]
  /** `local`: the embedded identity provider under /identity; `hosted`: AUTH_AUTHORITY (External ID, B2C…). */
  mode: 'local' | 'hosted'
  clientId: string
  /** The authority MSAL is given (for the local provider an https:// name that is never fetched). */
  authority: string
  knownAuthorities: string[]
  apiScope: string
  protocolMode: 'AAD' | 'OIDC'
  tokenRenewalOffsetSeconds: number
}

export interface IdentityConfig {
  accessTokenTtl: number
  idTokenTtl: number
  refreshTokenTtl: number
  sessionTtl: number
  demoAccounts: boolean
  /** Origins the web app runs on: the public URL first, then dev servers. */
  webOrigins: string[]
}

const DEV_SERVER_ORIGINS = ['http://localhost:3000']

/** The conveniences of a laptop that are dangerous on a public address. */
export interface DemoFeatures {
  /** The local identity provider: whoever types an e-mail is that user, administrators included. */
  passwordlessSignIn: boolean
  /** The card sandbox: the test card buys real tokens. */
  cardSandbox: boolean
}

/** localhost, *.localhost, 127.0.0.0/8 and ::1: only this machine can reach the server there. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
  )
}

function unsafePublicFeaturesMessage(publicUrl: string, features: DemoFeatures): string {
  const risks = [
    features.passwordlessSignIn &&
      '  - the password-less local sign-in: anyone who types an e-mail becomes that user, an administrator included;',
    features.cardSandbox && '  - the card sandbox: the test card 4242 4242 4242 4242 buys real tokens.',
  ].filter(Boolean)
  const fixes = [
    features.passwordlessSignIn &&
      '  - a hosted identity service: AUTH_AUTHORITY with AUTH_CLIENT_ID, AUTH_API_SCOPE, AUTH_ISSUER, AUTH_AUDIENCE (README, "Sign-in");',
    features.cardSandbox && '  - Stripe: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (README, "Payments").',
  ].filter(Boolean)
  return [
    `Grile refuses to start on the public address ${publicUrl} with`,
    ...risks,
    'To make it safe, configure',
    ...fixes,
    'To run a public demo anyway, set PUBLIC_DEMO=true: every page then says that it is a demo.',
  ].join('\n')
}

/**
 * The hosts MSAL trusts: the authority's, and the issuer's when it differs. MSAL checks the issuer its
 * discovery document names; External ID names `<tenant-id>.ciamlogin.com` for a `<subdomain>.ciamlogin.com`
 * authority, which MSAL accepts only as a known authority.
 */
function defaultKnownAuthorities(authority: string, issuer: string): string[] {
  return [...new Set([new URL(authority).host, new URL(issuer).host])]
}

/** Reads and validates the environment once at start; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n')
    throw new Error(`Invalid configuration:\n${problems}`)
  }
  const config = parsed.data
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '')
  const features: DemoFeatures = {
    passwordlessSignIn: !config.AUTH_AUTHORITY,
    cardSandbox: !config.STRIPE_SECRET_KEY,
  }
  const unsafe = features.passwordlessSignIn || features.cardSandbox
  if (unsafe && !isLoopbackUrl(publicUrl) && !config.PUBLIC_DEMO) {
    throw new Error(unsafePublicFeaturesMessage(publicUrl, features))
  }
  if (config.TEST_CLOCK_OFFSET_DAYS && config.NODE_ENV !== 'test') {
    throw new Error(
      'TEST_CLOCK_OFFSET_DAYS moves the clock of reviews for tests; it is refused unless NODE_ENV=test.',
    )
  }
  const issuer = config.AUTH_ISSUER ?? `${publicUrl}/identity`
  const hostedAuthority = config.AUTH_AUTHORITY
  // MSAL refuses http:// authorities; the local provider's endpoints reach it as metadata instead.
  const authority = hostedAuthority ?? issuer.replace(/^http:/, 'https:')
  const knownAuthorities = commaList(config.AUTH_KNOWN_AUTHORITIES)
  const extraOrigins = config.IDENTITY_EXTRA_ORIGINS
    ? commaList(config.IDENTITY_EXTRA_ORIGINS)
    : config.NODE_ENV === 'development'
      ? DEV_SERVER_ORIGINS
      : []
  return {
    ...config,
    adminEmails: config.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    releaseOrigins: commaList(config.RELEASE_ORIGINS).map((origin) => new URL(origin).origin),
    publicUrl,
    demo: config.PUBLIC_DEMO ? features : undefined,
    auth: {
      issuer,
      audience: config.AUTH_AUDIENCE,
      scope: config.AUTH_SCOPE,
      jwksUrl: config.AUTH_JWKS_URL ?? `${issuer}/jwks`,
      emailClaims: config.AUTH_EMAIL_CLAIMS,
      mode: hostedAuthority ? 'hosted' : 'local',
      clientId: config.AUTH_CLIENT_ID,
      authority,
      knownAuthorities: knownAuthorities.length
        ? knownAuthorities
        : defaultKnownAuthorities(authority, issuer),
      apiScope: config.AUTH_API_SCOPE ?? `${config.AUTH_AUDIENCE.replace(/\/$/, '')}/${config.AUTH_SCOPE}`,
      protocolMode: hostedAuthority ? config.AUTH_PROTOCOL_MODE : 'OIDC',
      tokenRenewalOffsetSeconds: config.AUTH_TOKEN_RENEWAL_OFFSET,
    },
    identity: {
      accessTokenTtl: config.IDENTITY_ACCESS_TOKEN_TTL,
      idTokenTtl: config.IDENTITY_ID_TOKEN_TTL,
      refreshTokenTtl: config.IDENTITY_REFRESH_TOKEN_TTL,
      sessionTtl: config.IDENTITY_SESSION_TTL,
      demoAccounts: config.IDENTITY_DEMO_ACCOUNTS ?? config.NODE_ENV !== 'production',
      webOrigins: [
        ...new Set([new URL(publicUrl).origin, ...extraOrigins.map((origin) => new URL(origin).origin)]),
      ],
    },
  }
}
