import path from 'node:path'
import { z } from 'zod'

const apiRoot = path.resolve(import.meta.dirname, '..')
export const repositoryRoot = path.resolve(apiRoot, '..')

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Public origin of the product, as the browser sees it. */
  PUBLIC_URL: z.url().optional(),
  /** postgres://… switches from the embedded PGlite database to a PostgreSQL server. */
  DATABASE_URL: z.string().startsWith('postgres').optional(),
  /** Where the embedded database keeps its files. */
  DATA_DIR: z.string().default(path.join(apiRoot, '.data')),
  /** Serve the built shell and remotes (npm start does). */
  SERVE_WEB: booleanFromEnv.default(false),
  /** Overrides /remotes.json (name → mf-manifest.json URL), e.g. to point a remote at another host. */
  REMOTES_JSON: z.string().optional(),
  /** Comma-separated e-mails of administrators. */
  ADMIN_EMAILS: z.string().default('admin@grile.ro'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Issuer of access tokens; default: the local identity provider under /identity. */
  AUTH_ISSUER: z.url().optional(),
  /** Audience (the API's resource URI) access tokens must be issued for. */
  AUTH_AUDIENCE: z.string().min(1).default('https://grile.ro/api'),
  /** Scope every access token must carry. */
  AUTH_SCOPE: z.string().min(1).default('user.access'),
  /** Where the issuer's signing keys are published; default: <issuer>/jwks. */
  AUTH_JWKS_URL: z.url().optional(),
  /** Largest request body accepted, in bytes. */
  BODY_LIMIT: z.coerce.number().int().positive().default(256 * 1024),
})

export type Config = z.infer<typeof configSchema> & {
  adminEmails: string[]
  publicUrl: string
  auth: { issuer: string; audience: string; scope: string; jwksUrl: string }
}

/** Reads and validates the environment once at start; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')
    throw new Error(`Invalid configuration:\n${problems}`)
  }
  const config = parsed.data
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '')
  const issuer = config.AUTH_ISSUER ?? `${publicUrl}/identity`
  return {
    ...config,
    adminEmails: config.ADMIN_EMAILS.split(',').map((email) => email.trim().toLowerCase()).filter(Boolean),
    publicUrl,
    auth: {
      issuer,
      audience: config.AUTH_AUDIENCE,
      scope: config.AUTH_SCOPE,
      jwksUrl: config.AUTH_JWKS_URL ?? `${issuer}/jwks`,
    },
  }
}
