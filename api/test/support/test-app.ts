import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { exportJWK, generateKeyPair, SignJWT, createLocalJWKSet, type CryptoKey } from 'jose'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app'
import { loadConfig, type Config } from '../../src/config'
import { openDatabase, type DatabaseHandle } from '../../src/db/client'
import { createTokenVerifier, type TokenVerifier } from '../../src/auth/token-verifier'

export const TEST_ISSUER = 'https://identity.test.grile'
export const TEST_AUDIENCE = 'https://grile.ro/api'
export const TEST_SCOPE = 'user.access'

/** A new, empty database on the PostgreSQL server at `serverUrl`, and how to drop it again. */
export async function createPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `grile_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}

/**
 * A fresh database for one test file: an in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (npm test runs the API suite both ways).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) return openDatabase({ dataDir: 'memory://' })
  const { url, drop } = await createPostgresDatabase(serverUrl)
  const handle = await openDatabase({ databaseUrl: url, dataDir: 'memory://' })
  return {
    ...handle,
    close: async () => {
      await handle.close()
      await drop()
    },
  }
}

export interface TokenClaims {
  userId: string
  email: string
  name?: string
  /** Seconds until expiry; negative for an expired token. */
  expiresIn?: number
  audience?: string
  scope?: string
  /** Sign with another key (a forged token). */
  key?: CryptoKey
}

export interface TestApp {
  app: FastifyInstance
  database: DatabaseHandle
  config: Config
  /** Verifies the tokens tokenFor signs (for a second app on the same database). */
  verifyToken: TokenVerifier
  /** A signed access token as the identity provider would issue it. */
  tokenFor: (claims: TokenClaims) => Promise<string>
  /** Authorization header for a user. */
  authHeader: (claims: TokenClaims) => Promise<{ authorization: string }>
  close: () => Promise<void>
}

export interface TestAppOptions {
  /** The services' clock (review schedule, random pick, exercise of the day); the system clock by default. */
  now?: () => Date
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { privateKey, publicKey } = await generateKeyPair('RS256')
  const publicJwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_ISSUER: TEST_ISSUER,
    AUTH_AUDIENCE: TEST_AUDIENCE,
    AUTH_SCOPE: TEST_SCOPE,
    // Tests fire bursts of hundreds of calls as one user; the rate-limit tests switch limits back on.
    RATE_LIMIT_ENABLED: 'false',
    ...env,
  })
  const database = await createTestDatabase()
  const verifyToken = createTokenVerifier({
    issuer: TEST_ISSUER,
    audience: TEST_AUDIENCE,
    requiredScope: TEST_SCOPE,
    emailClaims: config.auth.emailClaims,
    keys: createLocalJWKSet({ keys: [publicJwk] }),
  })
  const app = await buildApp({ config, database, verifyToken, now: options.now })
  await app.ready()

  const tokenFor = async (claims: TokenClaims) => {
    const now = Math.floor(Date.now() / 1000)
    return new SignJWT({
      oid: claims.userId,
      emails: [claims.email],
      name: claims.name ?? claims.email.split('@')[0],
      scp: claims.scope ?? TEST_SCOPE,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setSubject(claims.userId)
      .setIssuer(TEST_ISSUER)
      .setAudience(claims.audience ?? TEST_AUDIENCE)
      .setIssuedAt(now - 60)
      .setExpirationTime(now + (claims.expiresIn ?? 3600))
      .sign(claims.key ?? privateKey)
  }

  return {
    app,
    database,
    config,
    verifyToken,
    tokenFor,
    authHeader: async (claims) => ({ authorization: `Bearer ${await tokenFor(claims)}` }),
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}
