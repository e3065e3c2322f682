import { asc, eq, sql } from 'drizzle-orm'
import type { admin as adminContract } from '@grile/shared/contract'
import type { z } from 'zod'
import type { Database, Executor } from '../db/client'
import { users } from '../db/schema/index'
import { notFound } from '../lib/problems'
import { setBalanceByAdmin } from './token-ledger'

export type UserUpdate = z.output<typeof adminContract.userUpdateSchema>

async function userExists(db: Executor, userId: string): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
  return Boolean(user)
}

/** The administrators' user operations: finding a user by e-mail, changing name, customer flag, balance. */
export function createUserAdminService(db: Database) {
  return {
    /** E-mails are compared case-insensitively, as people type them. */
    async findIdByEmail(email: string): Promise<string> {
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .orderBy(asc(users.createdAt))
        .limit(1)
      if (!user) throw notFound(`No user with the e-mail ${email} could be found.`)
      return user.id
    },

    /** Changes only the fields given, all or nothing; the balance through the token ledger. */
    async updateUser(userId: string, update: UserUpdate): Promise<void> {
      await db.transaction(async (tx) => {
        const { tokens, name, customer } = update
        const found =
          tokens === undefined ? await userExists(tx, userId) : await setBalanceByAdmin(tx, userId, tokens)
        if (!found) throw notFound(`Could not load user with id ${userId}. Are you sure such a user exists?`)
        if (name !== undefined || customer !== undefined) {
          await tx.update(users).set({ name, customer }).where(eq(users.id, userId))
        }
      })
    },
  }
}
