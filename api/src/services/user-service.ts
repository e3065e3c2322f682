import { eq, sql } from 'drizzle-orm'
import type { CurrentUserDto } from '@grile/shared/contract'
import type { Database } from '../db/client'
import { users } from '../db/schema/index'
import { openAccountWithSignUpGrant } from './token-ledger'

const NAME_MAX_LENGTH = 16

type UserRow = typeof users.$inferSelect

/** Who signs in, as the verified access token names them. */
export interface Identity {
  userId: string
  email: string
  name: string
}

/** `isAdmin` says whether the server's list of administrators holds the user's e-mail. */
export function toCurrentUser(row: UserRow, isAdminEmail: (email: string) => boolean): CurrentUserDto {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    tokens: row.tokens,
    teacherId: row.teacherId,
    rating: Math.round(row.rating),
    isCustomer: row.customer,
    interactiveAttemptsLeftInToken: row.interactiveAttemptsLeftInToken,
    isAdmin: isAdminEmail(row.email),
  }
}

/** The identity's display name, cut to the profile's limit; the e-mail's local part when it has none. */
export function initialName({ name, email }: Pick<Identity, 'name' | 'email'>): string {
  const chosen = name.trim() || email.split('@')[0]?.trim() || 'Member'
  return chosen.slice(0, NAME_MAX_LENGTH).trim()
}

export function createUserService(db: Database, adminEmails: readonly string[]) {
  const admins = new Set(adminEmails.map((email) => email.toLowerCase()))
  const isAdminEmail = (email: string) => admins.has(email.toLowerCase())
  return {
    /**
     * Creates the user on the first call with the free tokens; later calls only note the activity and
     * keep the e-mail in step with the identity. Concurrent first calls create exactly one user.
     */
    async signInUp(identity: Identity): Promise<CurrentUserDto> {
      const email = identity.email.trim().toLowerCase()
      const created = await openAccountWithSignUpGrant(db, {
        id: identity.userId,
        email,
        name: initialName(identity),
      })
      if (created) return toCurrentUser(created, isAdminEmail)
      const [existing] = await db
        .update(users)
        .set({ lastActiveAt: sql`now()`, email: email || undefined })
        .where(eq(users.id, identity.userId))
        .returning()
      if (!existing) throw new Error(`User ${identity.userId} vanished during sign-in`)
      return toCurrentUser(existing, isAdminEmail)
    },

    async getUser(userId: string): Promise<CurrentUserDto | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, userId))
      return row ? toCurrentUser(row, isAdminEmail) : undefined
    },
  }
}
