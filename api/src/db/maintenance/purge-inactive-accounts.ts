import { and, eq, inArray, lt, notInArray, sql } from 'drizzle-orm'
import type { Database } from '../client'
import { identityAccounts, identityModels, users } from '../schema/index'

/** The terms: "accounts inactive for over one year may be deleted". */
export const INACTIVE_AFTER_DAYS = 365

export interface PurgeOptions {
  now?: Date
  /** Report what would be deleted, delete nothing. */
  dryRun?: boolean
  /** Never purged, however long inactive (the administrators). */
  protectedEmails?: string[]
}

export interface PurgeCandidate {
  id: string
  email: string
  lastActiveAt: Date
}

export interface PurgeResult {
  cutoff: Date
  dryRun: boolean
  accounts: PurgeCandidate[]
}

/**
 * Deletes accounts with no activity (sign-in, exam submission, interactive answer) for over a year,
 * with everything personal they own: the user row takes its attempts, choices, interactive attempts,
 * progress, studies, generated exams, purchases and partner vouchers with it (ON DELETE CASCADE);
 * claimed partner vouchers keep their record without the user; the identity account and its sessions
 * and tokens go too; pupils of a purged teacher are left without a teacher.
 */
export async function purgeInactiveAccounts(db: Database, options: PurgeOptions = {}): Promise<PurgeResult> {
  const now = options.now ?? new Date()
  const cutoff = new Date(now.getTime() - INACTIVE_AFTER_DAYS * 24 * 60 * 60 * 1000)
  const protectedEmails = (options.protectedEmails ?? []).map((email) => email.toLowerCase())
  const dryRun = options.dryRun ?? false

  return db.transaction(async (tx) => {
    const accounts = await tx
      .select({ id: users.id, email: users.email, lastActiveAt: users.lastActiveAt })
      .from(users)
      .where(
        and(
          lt(users.lastActiveAt, cutoff),
          protectedEmails.length ? notInArray(sql`lower(${users.email})`, protectedEmails) : undefined,
        ),
      )
      .orderBy(users.lastActiveAt)
      .for('update')
    if (dryRun || accounts.length === 0) return { cutoff, dryRun, accounts }

    const ids = accounts.map((account) => account.id)
    await tx.update(users).set({ teacherId: null }).where(inArray(users.teacherId, ids))
    await tx.delete(users).where(inArray(users.id, ids))
    await tx.delete(identityModels).where(inArray(sql`${identityModels.payload}->>'accountId'`, ids))
    for (const account of accounts) {
      await tx.delete(identityAccounts).where(eq(identityAccounts.id, account.id))
    }
    return { cutoff, dryRun, accounts }
  })
}
