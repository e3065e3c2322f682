import { createHash } from 'node:crypto'
import type { JWTPayload } from 'jose'
import { z } from 'zod'
import { DEFAULT_EMAIL_CLAIMS } from '../config'

/**
 * Who is calling, read from a verified access token's claims. Providers spell the same facts differently
 * (README, "Sign-in"): Entra External ID and Azure AD B2C name the user `oid`, others only `sub`; B2C lists
 * e-mails in `emails`, OpenID Connect providers use `email`, External ID without the optional `email` claim
 * only `preferred_username`; scopes come as `scp` (Microsoft) or `scope` (OAuth), a string or an array.
 */
export interface Principal {
  /** `oid`, else `sub`; a subject that is not a UUID becomes a stable UUID derived from issuer and subject. */
  userId: string
  email: string
  /** Display name: `name`, else given and family name, else a `preferred_username` that is no e-mail; or ''. */
  name: string
  /** Delegated scopes (`scp` or `scope`). */
  scopes: string[]
  /** App roles of the API granted to the user (`roles`); the required scope there counts as granted too. */
  roles: string[]
}

/** Why a verified token still cannot be used; the message is the 401 problem's detail. */
export class InvalidTokenError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'InvalidTokenError'
  }
}

export interface ClaimMappingOptions {
  /** The scope every API access token must grant (e.g. `user.access`), in `scp`/`scope` or `roles`. */
  requiredScope: string
  /** Claims holding the e-mail, in order of preference (`emails` is B2C's array; its first entry counts). */
  emailClaims?: readonly string[]
}

const emailSchema = z.email()
const uuidSchema = z.uuid()
/** Namespace of the UUIDs derived from subjects that are no UUIDs (RFC 9562 name-based, SHA-1). */
const SUBJECT_NAMESPACE = '6f1d9c52-8a4e-4b7f-9d3a-2c5e8f0b1a47'

function stringList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string')
  return typeof value === 'string' ? value.split(' ').filter(Boolean) : []
}

/** Delegated scopes: Microsoft's `scp` or OAuth's `scope`, space-separated text or an array (Okta). */
export function scopesOf(payload: JWTPayload): string[] {
  return stringList(payload.scp ?? payload.scope)
}

/** App roles (`roles`, an array in Microsoft tokens). */
export function rolesOf(payload: JWTPayload): string[] {
  return Array.isArray(payload.roles) ? stringList(payload.roles) : []
}

function firstString(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' ? first.trim() : undefined
}

/** The first claim of `emailClaims` that holds a well-formed e-mail address; '' when none does. */
export function emailOf(payload: JWTPayload, emailClaims: readonly string[] = DEFAULT_EMAIL_CLAIMS): string {
  for (const claim of emailClaims) {
    const candidate = firstString(payload[claim])
    if (candidate && emailSchema.safeParse(candidate).success) return candidate
  }
  return ''
}

/** A name to show: `name`, else `given_name family_name`, else a `preferred_username` that is no e-mail. */
export function displayNameOf(payload: JWTPayload): string {
  const name = firstString(payload.name)
  if (name) return name
  const parts = [firstString(payload.given_name), firstString(payload.family_name)].filter(Boolean)
  if (parts.length) return parts.join(' ')
  const username = firstString(payload.preferred_username)
  return username && !username.includes('@') ? username : ''
}

/** A name-based UUID (version 5) of `name` in `namespace`: the same input always gives the same id. */
export function uuidV5(name: string, namespace: string = SUBJECT_NAMESPACE): string {
  const namespaceBytes = Buffer.from(namespace.replace(/-/g, ''), 'hex')
  const hash = createHash('sha1').update(namespaceBytes).update(name, 'utf8').digest()
  hash[6] = (hash[6]! & 0x0f) | 0x50
  hash[8] = (hash[8]! & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * The user's id: `oid` (Microsoft's object id, the same for every app of the tenant), else `sub`. User ids
 * are UUIDs; a subject in another form (Auth0 `auth0|…`, Okta `00u…`) maps to a UUID derived from issuer
 * and subject, so any provider works and two issuers never share an id.
 */
export function userIdOf(payload: JWTPayload): string | undefined {
  const subject = firstString(payload.oid) || firstString(payload.sub)
  if (!subject) return undefined
  if (uuidSchema.safeParse(subject).success) return subject.toLowerCase()
  return uuidV5(`${payload.iss ?? ''}\n${subject}`)
}

/**
 * Maps a verified token's claims to the caller, or refuses it: the API scope must be granted (as delegated
 * scope or as app role), a user must be named, and an e-mail the provider has not disowned must be present
 * (users are created and administrators recognised by it).
 */
export function principalFromClaims(payload: JWTPayload, options: ClaimMappingOptions): Principal {
  const scopes = scopesOf(payload)
  const roles = rolesOf(payload)
  if (!scopes.includes(options.requiredScope) && !roles.includes(options.requiredScope)) {
    throw new InvalidTokenError('The access token lacks the API scope.')
  }
  const userId = userIdOf(payload)
  if (!userId) throw new InvalidTokenError('The access token names no user.')
  const emailClaims = options.emailClaims ?? DEFAULT_EMAIL_CLAIMS
  if (payload.email_verified === false) {
    throw new InvalidTokenError('The identity provider has not verified the e-mail address of this account.')
  }
  const email = emailOf(payload, emailClaims)
  if (!email) {
    throw new InvalidTokenError(
      `The access token carries no e-mail address (looked in: ${emailClaims.join(', ')}). ` +
        'The identity provider must issue one in the access token.',
    )
  }
  return { userId, email, name: displayNameOf(payload), scopes, roles }
}
