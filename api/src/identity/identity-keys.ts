import { randomBytes, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { exportJWK, generateKeyPair, type JWK } from 'jose'
import type { Database } from '../db/client'
import { identityKeys } from '../db/schema/index'

const SIGNING_KEY_ID = 'signing-key'
const COOKIE_KEY_ID = 'cookie-key'

/** The local identity provider's secrets, kept in the database so a restart signs nobody out. */
export interface IdentityKeys {
  /** RS256 private key (JWK with kid) that signs ID and access tokens. */
  signingKey: JWK
  /** Secret that signs the provider's cookies (sessions, interactions). */
  cookieKey: string
}

/** The public half of the signing key, as published in the JWKS. */
export function publicJwk(key: JWK): JWK {
  const { kty, n, e, kid, alg } = key
  return { kty, n, e, kid, alg, use: 'sig' }
}

async function loadOrCreate(db: Database, id: string, create: () => Promise<JWK>): Promise<JWK> {
  const existing = await db.select().from(identityKeys).where(eq(identityKeys.id, id))
  if (existing[0]) return existing[0].jwk as JWK
  // Two instances starting together both insert; the first write wins and both read it back.
  await db
    .insert(identityKeys)
    .values({ id, jwk: await create() })
    .onConflictDoNothing()
  const [stored] = await db.select().from(identityKeys).where(eq(identityKeys.id, id))
  if (!stored) throw new Error(`The identity key ${id} could not be stored`)
  return stored.jwk as JWK
}

export async function loadIdentityKeys(db: Database): Promise<IdentityKeys> {
  const signingKey = await loadOrCreate(db, SIGNING_KEY_ID, async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true })
    return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' }
  })
  const cookieJwk = await loadOrCreate(db, COOKIE_KEY_ID, async () => ({
    kty: 'oct',
    k: randomBytes(32).toString('base64url'),
  }))
  if (!cookieJwk.k) throw new Error('The stored cookie key is malformed')
  return { signingKey, cookieKey: cookieJwk.k }
}
