import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '../db/client'
import { identityAccounts } from '../db/schema/index'

export type IdentityAccount = typeof identityAccounts.$inferSelect

/**
 * The display-name rule of the profile page (docs/product-rules.md#validation), so a new account's name is a
 * valid profile name.
 */
const NAME_PATTERN = /^[\p{L}\p{N}._@\-\s]+$/u
const emailSchema = z.email()

export interface SignInOrUpInput {
  email: string
  /** Needed only when the e-mail has no account yet (sign-up). */
  name?: string
}

export type SignInOrUpResult =
  | { status: 'signed-in'; account: IdentityAccount; created: boolean }
  | { status: 'invalid'; errors: { email?: string; name?: string } }

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export function nameError(name: string): string | undefined {
  const trimmed = name.trim()
  if (trimmed.length < 3) return 'Must be min. 3 characters long'
  if (trimmed.length > 16) return 'Must not exceed 16 characters'
  if (!NAME_PATTERN.test(trimmed)) return 'Must not contain special characters'
  return undefined
}

/**
 * The local identity provider's accounts: one flow signs in a known e-mail and signs up a new one,
 * like the hosted sign-up/sign-in user flow it stands in for.
 */
export function createIdentityAccountService(db: Database) {
  async function findByEmail(email: string): Promise<IdentityAccount | undefined> {
    const rows = await db
      .select()
      .from(identityAccounts)
      .where(eq(identityAccounts.email, normalizeEmail(email)))
    return rows[0]
  }

  return {
    async findById(id: string): Promise<IdentityAccount | undefined> {
      if (!z.uuid().safeParse(id).success) return undefined
      const rows = await db.select().from(identityAccounts).where(eq(identityAccounts.id, id))
      return rows[0]
    },

    findByEmail,

    async signInOrUp(input: SignInOrUpInput): Promise<SignInOrUpResult> {
      const email = normalizeEmail(input.email)
      if (!emailSchema.safeParse(email).success) {
        return { status: 'invalid', errors: { email: 'Please enter a valid e-mail address.' } }
      }
      const existing = await findByEmail(email)
      if (existing) return { status: 'signed-in', account: existing, created: false }

      const name = input.name?.trim() ?? ''
      if (!name)
        return { status: 'invalid', errors: { name: 'Choose a display name to create your account.' } }
      const problem = nameError(name)
      if (problem) return { status: 'invalid', errors: { name: problem } }

      // A double submit creates the account once: the unique e-mail decides, the loser reads it back.
      const inserted = await db
        .insert(identityAccounts)
        .values({ email, name })
        .onConflictDoNothing()
        .returning()
      if (inserted[0]) return { status: 'signed-in', account: inserted[0], created: true }
      const winner = await findByEmail(email)
      if (!winner) throw new Error(`The account for ${email} could not be created`)
      return { status: 'signed-in', account: winner, created: false }
    },

    /** Makes sure these accounts exist with these ids (demo accounts); existing ones are left alone. */
    async ensureAccounts(accounts: { id: string; email: string; name: string }[]): Promise<void> {
      if (!accounts.length) return
      await db
        .insert(identityAccounts)
        .values(accounts.map(({ id, email, name }) => ({ id, email: normalizeEmail(email), name })))
        .onConflictDoNothing()
    },
  }
}

export type IdentityAccountService = ReturnType<typeof createIdentityAccountService>
