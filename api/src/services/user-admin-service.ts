import { asc, eq, sql } from 'drizzle-orm'
import type { admin as adminContract } from '@grile/shared/contract'
import type { z } from 'zod'
import type { Database } from '../db/client'
import { users } from '../db/schema/index'
import { notFound } from '../lib/problems'

export type UserUpdate = z.output<typeof adminContract.userUpdateSchema>

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

    /** Changes only the fields given. */
    async updateUser(userId: string, update: UserUpdate): Promise<void> {
      const changes = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined))
      const updated = Object.keys(changes).length
        ? await db.update(users).set(changes).where(eq(users.id, userId)).returning({ id: users.id })
        : await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
      if (!updated.length) throw notFound(`Could not load user with id ${userId}. Are you sure such a user exists?`)
    },
  }
}
