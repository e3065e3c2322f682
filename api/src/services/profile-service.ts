import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { users } from '../db/schema/index'
import { notFound } from '../lib/problems'
import { assertSelfOrAdmin, type Viewer } from './access-rules'
import { subjectFor } from './learner-rules'
import { shownRating } from './rating-service'

export function createProfileService(db: Database) {
  return {
    /** 1 + the number of users whose shown (rounded) rating is strictly higher. */
    async ratingRank(viewer: Viewer, userId: string): Promise<{ rank: number }> {
      const subject = await subjectFor(db, viewer, userId)
      if (!subject) throw notFound(`There is no user with id ${userId}.`)
      const [user] = await db.select({ rating: users.rating }).from(users).where(eq(users.id, userId))
      if (!user) throw notFound(`There is no user with id ${userId}.`)
      // Shown ratings round half up, so a higher shown rating means a raw one of at least shown + 0.5.
      const threshold = shownRating(user.rating) + 0.5
      const [row] = await db
        .select({ higher: sql<number>`count(*)::int` })
        .from(users)
        .where(sql`${users.rating} >= ${threshold}`)
      return { rank: 1 + (row?.higher ?? 0) }
    },

    /** The name arrives trimmed and checked by the contract (docs/product-rules.md#validation). */
    async updateName(viewer: Viewer, userId: string, name: string): Promise<{ name: string }> {
      assertSelfOrAdmin(viewer, userId, 'You may only change your own name.')
      const [updated] = await db
        .update(users)
        .set({ name })
        .where(eq(users.id, userId))
        .returning({ name: users.name })
      if (!updated) throw notFound(`There is no user with id ${userId}.`)
      return updated
    },
  }
}
